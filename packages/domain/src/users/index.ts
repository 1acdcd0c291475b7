export * from './user.js';
