export * from './early-access.js';
export * from './purchase-early-access.js';
export * from './purchase-quote.js';
export * from './toggle-notify-early-access.js';
