export { createKnex, type StorageConfig } from './create-knex.js';
export { type Dialect, dialectOf } from './dialect.js';
export { createKnexRepositories, type KnexRepositories } from './knex-repositories.js';
export { KnexUnitOfWork } from './knex-unit-of-work.js';
export { migrateDownAll, migrateToLatest } from './migrate.js';
export { migrationSource } from './migrations/index.js';
export type { Store } from './store.js';
