// What domain tests get for `../testing/index.js` when run over Knex: everything of @atelier/domain/testing, with
// `createTestWorld` replaced (an explicit export wins over `export *`).
export * from '@atelier/domain/testing';
export { createTestWorld } from './lazy-knex-world.js';
