export * from './model-file.js';
