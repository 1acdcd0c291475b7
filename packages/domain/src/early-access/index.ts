export * from './early-access.js';
export * from './purchase-early-access.js';
export * from './purchase-quote.js';
export * from './purchase-replay.js';
export * from './refunds.js';
export * from './release-due-escrow.js';
export * from './toggle-notify-early-access.js';
