import type { ArgumentKind } from './pickle-opcodes.js';

/**
 * The byte side of walking a pickle: a cursor that reads opcode arguments the way CPython's unpickler reads them
 * from a file, counts the work it does, and stops the walk with an outcome when the bytes cannot go on.
 */

export type WalkOutcome =
  | { kind: 'complete' }
  | { kind: 'malformed'; reason: string; offset: number }
  /** The pickle goes on past the bytes given; `needed` is how far it would read at least. */
  | { kind: 'truncated'; needed: number; offset: number }
  /** More stack items, marks, memo entries or distinct imports than any model holds: refused, not followed. */
  | { kind: 'limit'; reason: string; offset: number };

/** Thrown to end a walk; the walker turns it into its outcome. */
export class WalkStop extends Error {
  constructor(readonly outcome: WalkOutcome) {
    super(outcome.kind);
  }
}

/** A 64-bit length as a number; anything past 2^53 is beyond any file anyway. */
const safeNumber = (big: bigint): number =>
  big > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(big);

const latin1 = new TextDecoder('latin1');

export class PickleReader {
  readonly #view: DataView;
  /** Where the opcode being decoded starts: failures are reported there. */
  opcodeAt: number;
  /** Bytes consumed or searched for newlines, plus whatever the walker adds (opcodes, stack moves). */
  work = 0;

  constructor(
    readonly bytes: Uint8Array,
    public position: number,
  ) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.opcodeAt = position;
  }

  malformed(reason: string): WalkStop {
    return new WalkStop({ kind: 'malformed', reason, offset: this.opcodeAt });
  }

  limit(reason: string): WalkStop {
    return new WalkStop({ kind: 'limit', reason, offset: this.opcodeAt });
  }

  ended(needed = this.bytes.length + 1): WalkStop {
    return new WalkStop({ kind: 'truncated', needed, offset: this.opcodeAt });
  }

  /** The next opcode byte, or a truncation. */
  opcodeByte(): number {
    this.opcodeAt = this.position;
    this.#need(1);
    this.work += 1;
    return this.bytes[this.position++] as number;
  }

  /** A fixed-width number argument (`f8` is skipped and reads as 0), or the bytes of a counted one. */
  argument(kind: ArgumentKind): { number: number; data?: Uint8Array } {
    const view = this.#view;
    switch (kind) {
      case 'u1':
        return { number: view.getUint8(this.#fixed(1)) };
      case 'u2':
        return { number: view.getUint16(this.#fixed(2), true) };
      case 'i4':
        return { number: view.getInt32(this.#fixed(4), true) };
      case 'u4':
        return { number: view.getUint32(this.#fixed(4), true) };
      case 'u8':
        return { number: safeNumber(view.getBigUint64(this.#fixed(8), true)) };
      case 'f8':
        this.#fixed(8);
        return { number: 0 };
      case 'len1':
        return { number: 0, data: this.#take(view.getUint8(this.#fixed(1))) };
      case 'len4':
        return { number: 0, data: this.#take(view.getUint32(this.#fixed(4), true)) };
      case 'lenI4': {
        const length = view.getInt32(this.#fixed(4), true);
        if (length < 0) throw this.malformed('A length argument is negative');
        return { number: 0, data: this.#take(length) };
      }
      case 'len8':
        return { number: 0, data: this.#take(safeNumber(view.getBigUint64(this.#fixed(8), true))) };
      default:
        return { number: 0 };
    }
  }

  /** A line argument as CPython reads it from a file: at the end without a newline, all but the last byte. */
  importLine(): { data: Uint8Array; ended: boolean } {
    const newline = this.bytes.indexOf(0x0a, this.position);
    this.work += (newline < 0 ? this.bytes.length : newline) - this.position;
    const end = newline < 0 ? Math.max(this.position, this.bytes.length - 1) : newline;
    const data = this.bytes.subarray(this.position, end);
    this.position = newline < 0 ? this.bytes.length : newline + 1;
    return { data, ended: newline < 0 };
  }

  /** Any other line argument: a cut one fails (and would make nothing run). */
  line(): Uint8Array {
    const read = this.importLine();
    if (read.ended) throw this.ended();
    return read.data;
  }

  latin1Line(): string {
    return latin1.decode(this.line());
  }

  #need(count: number): void {
    if (this.position + count > this.bytes.length) throw this.ended(this.position + count);
  }

  #fixed(width: number): number {
    this.#need(width);
    this.position += width;
    return this.position - width;
  }

  #take(count: number): Uint8Array {
    this.#need(count);
    this.position += count;
    return this.bytes.subarray(this.position - count, this.position);
  }
}
