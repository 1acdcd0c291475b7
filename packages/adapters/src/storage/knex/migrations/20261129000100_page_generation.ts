import type { Knex } from 'knex';
import { createPageGeneration, dropPageGeneration } from '../page-generation.js';

/** The page generation and a trigger on every table a page can show (../page-generation.ts, docs/page-cache.md). */
export const up = async (knex: Knex): Promise<void> => createPageGeneration(knex);

export const down = async (knex: Knex): Promise<void> => dropPageGeneration(knex);
