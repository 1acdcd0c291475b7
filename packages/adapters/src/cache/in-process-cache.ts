import type { Cache } from '@atelier/domain';

type Entry = { value: unknown; tags: string[]; expiresAt: number };

/**
 * Page data cached in this process, each entry filed under tags such as `model:5`; invalidating a tag drops every
 * entry filed under it. One process only: running several servers needs a shared cache behind the same port.
 */
export class InProcessCache implements Cache {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, or `compute()`'s result stored under `tags`. */
  async remember<T>(key: string, tags: string[], compute: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    const value = await compute();
    this.set(key, tags, value);
    return value;
  }

  set(key: string, tags: string[], value: unknown): void {
    this.#drop(key);
    this.#entries.set(key, { value, tags, expiresAt: this.now() + this.ttlMs });
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

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) this.#keysByTag.get(tag)?.delete(key);
  }
}
