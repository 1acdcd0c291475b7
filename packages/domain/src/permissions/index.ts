export * from './authorize.js';
export * from './permissions-of.js';
export * from './policy.js';
