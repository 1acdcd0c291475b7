export * from './best-file.js';
export * from './download-decision.js';
export * from './download-model-file.js';
export * from './download-training-data.js';
export * from './file-choice.js';
export * from './model-file.js';
export * from './scan-verdict.js';
export type { FilePicker, ServedFile } from './serve-download.js';
