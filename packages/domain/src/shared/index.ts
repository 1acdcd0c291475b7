export * from './clock.js';
export type * from './deps.js';
export * from './edge-errors.js';
export * from './errors.js';
export type * from './failure.js';
export * from './reserved-path-segments.js';
export * from './result.js';
export * from './safe-return-path.js';
export * from './strict-id.js';
