export * from './buzz.js';
export * from './get-buzz-balance.js';
export * from './grant-buzz.js';
export * from './tip-rules.js';
export * from './tip-user.js';
