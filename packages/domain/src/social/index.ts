export * from './social.js';
