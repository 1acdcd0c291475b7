import type { Clock } from '@atelier/domain';
import type { Knex } from 'knex';
import type { PresetName } from './presets.js';
import { type SeedReport, seed } from './seed.js';

/**
 * What the server does with a database that has no users yet: fills it with a demo preset (the small one), so a
 * fresh hub opens on something to look at. Bound in the composition root; `serve` only runs it.
 */
export class SeedIfEmpty {
  constructor(
    private readonly deps: { knex: Knex; clock: Clock; dataDir: string },
    private readonly preset: PresetName = 'small',
  ) {}

  /** The seed's report, or null when the database already had users and was left alone. */
  async run(): Promise<SeedReport | null> {
    const { knex, clock, dataDir } = this.deps;
    const [row] = await knex('users').count<{ count: number | string }[]>({ count: '*' });
    if (Number(row?.count ?? 0) > 0) return null;
    return seed(knex, { preset: this.preset, dataDir, now: clock.now() });
  }
}
