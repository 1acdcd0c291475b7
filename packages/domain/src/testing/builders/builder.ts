import { deepClone } from '../in-memory/clone.js';

/** The builders' default "now" (the same as `createTestWorld`'s); `world.given` passes the world clock's instead. */
export const DEFAULT_NOW = new Date('2026-01-01T00:00:00Z');

let counter = 0;
/** A process-wide sequence, so default names and keys never collide within a test file. */
export const nextSequence = (): number => ++counter;

export type Patch<T> = (draft: T, now: Date) => void;

/**
 * A fluent, immutable builder: every method returns a new builder, so a shared base can be specialised freely.
 * Changes are applied in call order over the defaults when `build(now)` runs; `S` holds the parents it was given.
 */
export abstract class Builder<T, S extends object> {
  constructor(
    readonly seq: number,
    readonly parents: S,
    private readonly patches: readonly Patch<T>[] = [],
  ) {}

  protected abstract make(parents: S, patches: readonly Patch<T>[]): this;

  protected abstract defaults(now: Date): T;

  protected and(patch: Patch<T>): this {
    return this.make(this.parents, [...this.patches, patch]);
  }

  protected withParents(parents: Partial<S>): this {
    return this.make({ ...this.parents, ...parents }, this.patches);
  }

  /** Overrides any fields (whole values: pass a full `meta` when overriding `meta`). */
  with(fields: Partial<T>): this {
    return this.and((draft) => Object.assign(draft as object, deepClone(fields)));
  }

  build(now: Date = DEFAULT_NOW): T {
    const draft = this.defaults(new Date(now));
    for (const patch of this.patches) patch(draft, new Date(now));
    return draft;
  }
}

/** Fails loudly when a builder that needs a persisted parent is built without one. */
export const required = (value: number | undefined, message: string): number => {
  if (value === undefined) throw new Error(message);
  return value;
};
