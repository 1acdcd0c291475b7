export { adoptLocalFile } from './adopt-local-file.js';
export type { KnexUploads, NewUpload, RecordedUpload } from './knex-uploads.js';
export { createUploadBytes, type UploadBytes } from './upload-bytes.js';
export { startUploadSweep, sweepUploads } from './upload-sweep.js';
