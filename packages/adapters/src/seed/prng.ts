/**
 * mulberry32: a tiny, fast 32-bit PRNG. Not for secrets; here so the same seed always yields the same demo data
 * (Math.random is never used by the seed).
 */
export class Prng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct values from [min, max], in random order (partial Fisher–Yates over a sparse map). */
  distinct(count: number, min: number, max: number): number[] {
    const size = max - min + 1;
    if (count > size) throw new Error(`Cannot draw ${count} distinct values from ${size}`);
    const swapped = new Map<number, number>();
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(this.next() * (size - i));
      const atJ = swapped.get(j) ?? j;
      swapped.set(j, swapped.get(i) ?? i);
      out.push(min + atJ);
    }
    return out;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const word = Math.floor(this.next() * 4294967296);
      for (let k = 0; k < 4 && i + k < length; k += 1) out[i + k] = (word >>> (8 * k)) & 0xff;
    }
    return out;
  }

  /** An independent stream for one part of the data, so adding rows in one part leaves the others unchanged. */
  fork(label: string): Prng {
    let hash = 2166136261;
    for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    return new Prng((this.#state ^ hash) >>> 0);
  }
}
