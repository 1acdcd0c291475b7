import type { UploadType } from '@atelier/domain';
import type { Auth } from './api-client.js';

const TUS = { 'tus-resumable': '1.0.0' } as const;

const authHeaders = (auth: Auth | undefined): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (auth?.apiKey !== undefined && !auth.apiKeyInQuery) headers.authorization = `Bearer ${auth.apiKey}`;
  if (auth?.cookie !== undefined) headers.cookie = auth.cookie;
  if (auth?.csrf ?? auth?.cookie !== undefined) headers['x-atelier-csrf'] = '1';
  if (auth?.origin !== undefined) headers.origin = auth.origin;
  return headers;
};

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** `Upload-Metadata` as tus writes it: `key base64(value)` pairs. */
export const uploadMetadata = (metadata: Record<string, string>): string =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');

/** The JSON refusal of a REST route, or null when the answer is not one (tus answers in plain text). */
const refusalOf = async (response: Response): Promise<{ code: string; message: string } | null> => {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  return (await response.json()) as { code: string; message: string };
};

export type TusAnswer = {
  status: number;
  /** The upload's id, from `Location` (creation only). */
  id: string | null;
  offset: number | null;
  refusal: { code: string; message: string } | null;
  headers: Headers;
};

const answerOf = async (response: Response, method: string): Promise<TusAnswer> => {
  const location = response.headers.get('location');
  const offset = response.headers.get('upload-offset');
  return {
    status: response.status,
    id: location === null ? null : (location.split('/').pop() ?? null),
    offset: offset === null ? null : Number(offset),
    refusal: method === 'HEAD' ? null : await refusalOf(response),
    headers: response.headers,
  };
};

const urlOf = (url: string, auth: Auth | undefined): string =>
  auth?.apiKey !== undefined && auth.apiKeyInQuery ? `${url}?token=${encodeURIComponent(auth.apiKey)}` : url;

/** Plain tus requests, as a script with curl would send them, for tests of `/api/uploads`. */
export const tusClient = (baseUrl: string) => ({
  /** POST: a new upload of `size` bytes; `metadata` defaults to a Model named `model.safetensors`. */
  async create(
    size: number | null,
    auth?: Auth,
    metadata: Record<string, string> = { type: 'Model', filename: 'model.safetensors' },
  ): Promise<TusAnswer> {
    const headers: Record<string, string> = {
      ...TUS,
      ...authHeaders(auth),
      'upload-metadata': uploadMetadata(metadata),
    };
    if (size !== null) headers['upload-length'] = String(size);
    return answerOf(await fetch(urlOf(`${baseUrl}/api/uploads`, auth), { method: 'POST', headers }), 'POST');
  },

  async head(id: string, auth?: Auth): Promise<TusAnswer> {
    const headers = { ...TUS, ...authHeaders(auth) };
    return answerOf(
      await fetch(urlOf(`${baseUrl}/api/uploads/${id}`, auth), { method: 'HEAD', headers }),
      'HEAD',
    );
  },

  /** PATCH: `bytes` appended at `offset`. */
  async patch(id: string, offset: number, bytes: Uint8Array, auth?: Auth): Promise<TusAnswer> {
    const headers = {
      ...TUS,
      ...authHeaders(auth),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    };
    return answerOf(
      await fetch(urlOf(`${baseUrl}/api/uploads/${id}`, auth), { method: 'PATCH', headers, body: bytes }),
      'PATCH',
    );
  },

  async remove(id: string, auth?: Auth): Promise<TusAnswer> {
    const headers = { ...TUS, ...authHeaders(auth) };
    return answerOf(
      await fetch(urlOf(`${baseUrl}/api/uploads/${id}`, auth), { method: 'DELETE', headers }),
      'DELETE',
    );
  },
});

export type TusClient = ReturnType<typeof tusClient>;

/**
 * A complete upload of `bytes` through the real `/api/uploads` (one creation, one PATCH), owned by whoever `auth`
 * signs in as; returns its id, ready for `modelFile.create`. `server` is the test server (anything with its `url`).
 */
export const uploadFile = async (
  server: { url: string },
  auth: Auth,
  bytes: Uint8Array,
  options: { type?: UploadType; filename?: string } = {},
): Promise<string> => {
  const tus = tusClient(server.url);
  const created = await tus.create(bytes.length, auth, {
    type: options.type ?? 'Model',
    filename: options.filename ?? 'model.safetensors',
  });
  if (created.status !== 201 || created.id === null)
    throw new Error(`Upload creation answered ${created.status}: ${created.refusal?.message ?? ''}`);
  const patched = await tus.patch(created.id, 0, bytes, auth);
  if (patched.status !== 204 || patched.offset !== bytes.length)
    throw new Error(`Upload PATCH answered ${patched.status} at offset ${patched.offset}`);
  return created.id;
};
