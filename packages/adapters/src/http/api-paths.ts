/**
 * Where the REST surfaces tools use are mounted, in one place: the app mounts them here, and the middleware that
 * treats them apart (lenient keys, Civitai's refusal bodies, the API's read limit) asks these.
 */
export const API_V1 = '/api/v1';
export const DOWNLOADS = '/api/download';

export const isApiV1Path = (path: string): boolean => path.startsWith(`${API_V1}/`);
export const isDownloadPath = (path: string): boolean => path.startsWith(`${DOWNLOADS}/`);
