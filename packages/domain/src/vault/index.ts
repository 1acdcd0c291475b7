export * from './vault.js';
