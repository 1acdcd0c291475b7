import {
  checkHeaderLength,
  checkSafetensorsHeader,
  type HeaderCheck,
  looksLikeSafetensors,
} from './safetensors.js';

export type { HeaderCheck };

/**
 * Watches a file's bytes go by in a streamed pass and keeps a copy of its SafeTensors header, so the header is
 * checked without a second read. Chunks may be any size; the caller may reuse a chunk's buffer after update().
 */
export class SafetensorsTap {
  #prefix = new Uint8Array(9);
  #prefixLength = 0;
  #headerLength: number | null = null;
  #bigHeaderLength = 0n;
  #looksLike: boolean | null = null;
  #header: Uint8Array[] = [];
  #headerCollected = 0;
  #position = 0;

  update(chunk: Uint8Array): void {
    if (this.#looksLike === null) this.#readPrefix(chunk);
    if (this.#looksLike && this.#headerLength !== null) this.#collectHeader(chunk);
    this.#position += chunk.length;
  }

  /** Where the tensor data starts, once the bytes seen so far start like SafeTensors; otherwise null. */
  get dataStart(): number | null {
    return this.#looksLike && this.#headerLength !== null ? 8 + this.#headerLength : null;
  }

  /** The header check for a file of `totalLength` bytes, or null when it does not start like SafeTensors. */
  check(totalLength: number): HeaderCheck | null {
    if (!this.#looksLike) return null;
    const headerLength = checkHeaderLength(this.#bigHeaderLength, totalLength);
    if (typeof headerLength === 'string') return { ok: false, reason: headerLength };
    return checkSafetensorsHeader(Buffer.concat(this.#header), totalLength - 8 - headerLength);
  }

  #readPrefix(chunk: Uint8Array): void {
    const take = Math.min(9 - this.#prefixLength, chunk.length);
    this.#prefix.set(chunk.subarray(0, take), this.#prefixLength);
    this.#prefixLength += take;
    if (this.#prefixLength < 9) return;
    this.#looksLike = looksLikeSafetensors(this.#prefix);
    this.#bigHeaderLength = new DataView(this.#prefix.buffer).getBigUint64(0, true);
    // looksLikeSafetensors bounds the length by the 100 MB limit, so it is a safe number here.
    if (this.#looksLike) this.#headerLength = Number(this.#bigHeaderLength);
  }

  #collectHeader(chunk: Uint8Array): void {
    const headerLength = this.#headerLength as number;
    if (this.#headerCollected === headerLength) return;
    const from = Math.max(8 + this.#headerCollected - this.#position, 0);
    const to = Math.min(8 + headerLength - this.#position, chunk.length);
    if (from >= to) return;
    // A copy: the caller reuses its read buffers.
    this.#header.push(chunk.slice(from, to));
    this.#headerCollected += to - from;
  }
}
