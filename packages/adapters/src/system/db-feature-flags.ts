import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@atelier/domain';
import type { Knex } from 'knex';
import { dialectOf, readBoolean } from '../storage/knex/dialect.js';

/** How often a server reads the flags table again (`ATELIER_FLAGS_REFRESH_MS`). */
export const DEFAULT_FLAGS_REFRESH_MS = 2_000;

/** One flag as `atelier flags` shows it: its value now, and whether an operator set it or it is the default. */
export type FlagState = {
  name: FeatureFlag;
  on: boolean;
  /** `database` when a row set it (`atelier flags set`), `environment` when it is the `ATELIER_FLAG_*` default. */
  source: 'database' | 'environment';
  updatedAt: Date | null;
};

type FlagRow = { name: string; is_on: unknown; updated_at: unknown };

const TABLE = 'feature_flags';

/** Whether `name` is one of the flags of spec §6 (names in the table that are not stay ignored). */
export const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

/**
 * Feature flags kept in the database (docs/configuration.md#feature-flags). `isOn` stays synchronous: it reads a
 * snapshot of the `feature_flags` table that `refresh()` replaces, every few seconds once `startRefreshing` runs.
 * A flag without a row is its `ATELIER_FLAG_*` default (`defaults`, read live so tests may change it). When a
 * refresh sees a flag change, `onChange` hears which (the server drops cached page data with it).
 */
export class DbFeatureFlags implements FeatureFlags {
  #set = new Map<FeatureFlag, boolean>();
  #refreshing: Promise<FeatureFlag[]> | null = null;
  #tableSeen = false;

  constructor(
    private readonly knex: Knex,
    private readonly defaults: Readonly<Record<FeatureFlag, boolean>>,
    private readonly onChange: (changed: FeatureFlag[]) => Promise<void> | void = () => {},
  ) {}

  isOn(flag: FeatureFlag): boolean {
    return this.#set.get(flag) ?? this.defaults[flag];
  }

  /** Reads the table again; resolves with the flags whose value changed. Calls made meanwhile share one read. */
  refresh(): Promise<FeatureFlag[]> {
    this.#refreshing ??= this.#read().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /**
   * Refreshes every `intervalMs` until the returned stop function is called (which waits for a read in flight).
   * A failed read is reported to `onError` and the last snapshot kept.
   */
  startRefreshing(intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
    let last: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      last = this.refresh().catch(onError);
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await last;
    };
  }

  /** Every flag with its value as the table says now (not the snapshot), in the order of spec §6. */
  async list(): Promise<FlagState[]> {
    const rows = new Map((await this.#rows()).map((row) => [row.name, row]));
    return FEATURE_FLAGS.map((name) => {
      const row = rows.get(name);
      return row === undefined
        ? { name, on: this.defaults[name], source: 'environment' as const, updatedAt: null }
        : {
            name,
            on: readBoolean(row.is_on),
            source: 'database' as const,
            updatedAt: dialectOf(this.knex).readDate(row.updated_at),
          };
    });
  }

  /** Sets a flag for every server on this database; this process sees it at once, the others on their next refresh. */
  async set(flag: FeatureFlag, on: boolean, at: Date): Promise<void> {
    await this.knex(TABLE)
      .insert({ name: flag, is_on: on, updated_at: dialectOf(this.knex).name === 'pg' ? at : at.getTime() })
      .onConflict('name')
      .merge(['is_on', 'updated_at']);
    await this.refresh();
  }

  async #read(): Promise<FeatureFlag[]> {
    const next = new Map<FeatureFlag, boolean>();
    for (const row of await this.#rows())
      if (isFeatureFlag(row.name)) next.set(row.name, readBoolean(row.is_on));
    const before = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, this.isOn(flag)]));
    this.#set = next;
    const changed = FEATURE_FLAGS.filter((flag) => this.isOn(flag) !== before[flag]);
    if (changed.length > 0) await this.onChange(changed);
    return changed;
  }

  async #rows(): Promise<FlagRow[]> {
    // A database not migrated yet (`atelier db migrate` on an empty one) has no table: every flag is its default.
    this.#tableSeen ||= await this.knex.schema.hasTable(TABLE);
    if (!this.#tableSeen) return [];
    return this.knex(TABLE).select<FlagRow[]>('name', 'is_on', 'updated_at');
  }
}
