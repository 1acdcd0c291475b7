import type { TestWorldOptions } from '@atelier/domain/testing';
import { beforeEach } from 'vitest';
import { createKnexWorld, type KnexWorld } from './create-knex-world.js';
import { type TestDatabase, useTestDatabase } from './databases.js';

/** A database for the block, emptied into a fresh Knex world before each test. */
export const useKnexWorld = (database: TestDatabase, options: TestWorldOptions = {}): (() => KnexWorld) => {
  const knex = useTestDatabase(database);
  let world: KnexWorld | undefined;
  beforeEach(async () => {
    world = await createKnexWorld(knex(), options);
  });
  return () => {
    if (world === undefined) throw new Error('the Knex world is not ready');
    return world;
  };
};
