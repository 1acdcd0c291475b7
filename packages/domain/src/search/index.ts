export * from './model-search.js';
export * from './search-models.js';
export * from './search-tokens.js';
