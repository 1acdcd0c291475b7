export * from './donation-goal.js';
