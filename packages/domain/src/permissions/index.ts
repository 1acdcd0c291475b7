export * from './authorize.js';
export * from './policy.js';
