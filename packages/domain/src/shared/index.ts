export * from './clock.js';
export type * from './deps.js';
export * from './errors.js';
export * from './result.js';
export * from './safe-return-path.js';
export * from './strict-id.js';
