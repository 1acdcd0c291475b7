export * from './clock.js';
export type * from './deps.js';
export * from './errors.js';
export * from './result.js';
