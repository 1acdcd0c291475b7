export * from './catalog.js';
export * from './catalog-use-cases.js';
export * from './tombstone.js';
