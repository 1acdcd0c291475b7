export * from './buzz.js';
