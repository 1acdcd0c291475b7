export type * from './repositories.js';
export * from './services.js';
