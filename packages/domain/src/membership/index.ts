export * from './buy-membership.js';
export * from './get-membership.js';
export * from './membership.js';
export type * from './membership-tier.js';
export * from './my-membership.js';
