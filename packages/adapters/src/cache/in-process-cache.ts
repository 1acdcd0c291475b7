import type { Cache } from '@atelier/domain';

type Entry = { value: unknown; tags: string[]; expiresAt: number };

/**
 * Page data cached in this process, each entry filed under tags such as `model:5`; invalidating a tag drops every
 * entry filed under it. One process only: running several servers needs a shared cache behind the same port.
 * At most `maxEntries` are kept: storing one more drops the least recently used.
 */
export class InProcessCache implements Cache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 256,
  ) {}

  /** The cached value for `key`, or `compute()`'s result stored under `tags`. */
  async remember<T>(key: string, tags: string[], compute: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    const value = await compute();
    this.set(key, tags, value);
    return value;
  }

  /** The live value stored under `key` (now the most recently used), or undefined. */
  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.#drop(key, entry);
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  /** Stores `value` under `key` and `tags` for `ttlMs` (the cache's own time to live unless given). */
  set(key: string, tags: string[], value: unknown, ttlMs = this.ttlMs): void {
    this.#drop(key);
    this.#entries.set(key, { value, tags, expiresAt: this.now() + ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#drop(oldest);
    }
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.#keysByTag.set(tag, keys);
    }
  }

  has(key: string): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  async invalidate(tag: string): Promise<void> {
    for (const key of this.#keysByTag.get(tag) ?? []) this.#drop(key);
    this.#keysByTag.delete(tag);
  }

  /** Drops every entry (a feature flag changed: any cached page may show or hide what it gates). */
  clear(): void {
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  #drop(key: string, entry = this.#entries.get(key)): void {
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) this.#keysByTag.get(tag)?.delete(key);
  }
}
