export * from './donate-to-goal.js';
export * from './donation-amount.js';
export * from './donation-goal.js';
export * from './get-donation-goals.js';
export * from './goal-rules.js';
