import { afterAll } from 'vitest';
import { dropDomainDatabase } from './lazy-knex-world.js';

afterAll(dropDomainDatabase);
