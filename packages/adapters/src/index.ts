// Used by the CLI (apps/cli): accounts outside HTTP, and use cases resolved as the HTTP edge resolves them.
export { Accounts, type IssuedApiKey } from './auth/accounts.js';
export { type AuthError, authErrors } from './auth/auth-errors.js';
export { credentialsSchema, usernameSchema } from './auth/credentials-rules.js';
export { KnexAccountStore } from './auth/knex-account-store.js';
export { InProcessCache } from './cache/in-process-cache.js';
export * from './config/index.js';
export * from './container/index.js';
export * from './files/index.js';
export { LocalPlaceholderGeneration } from './generation/local-placeholder-generation.js';
export { InProcessJobs, type JobHandler } from './jobs/in-process-jobs.js';
export { KnexNotifier } from './notifications/knex-notifier.js';
export * from './scanning/index.js';
export * from './seed/index.js';
export * from './storage/knex/index.js';
export { EnvFeatureFlags } from './system/env-feature-flags.js';
export { SystemClock } from './system/system-clock.js';
