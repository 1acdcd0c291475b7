export * from './gallery.js';
