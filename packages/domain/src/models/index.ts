export * from './license.js';
export * from './model.js';
export * from './model-version.js';
