import { createHash, type Hash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { HASH_TYPES, type HashType } from '@atelier/domain';
import { createBLAKE3 } from 'hash-wasm';
import { type HeaderCheck, SafetensorsTap } from './safetensors-tap.js';

/**
 * The hashes recorded for every model file, upper-case hex as the hub shows them (docs/file-hashes.md).
 * AutoV3 exists only for a file whose SafeTensors header passes every check.
 */
export type FileHashes = {
  SHA256: string;
  AutoV1: string;
  AutoV2: string;
  CRC32: string;
  BLAKE3: string;
  AutoV3?: string;
};

/** AutoV1 (the old web UI "model hash") looks only at this window: 64 KiB starting at 1 MiB. */
export const AUTOV1_OFFSET = 0x100000;
export const AUTOV1_LENGTH = 0x10000;
/** AutoV3 keeps this many hex digits of the tensor data's SHA-256, as the web UI writes it into image metadata. */
export const AUTOV3_LENGTH = 12;

/** Chunk size for reading files; large enough that per-call overhead in the hashes is negligible. */
export const READ_CHUNK_BYTES = 4 << 20;

// One WASM BLAKE3 instance shared by every hasher (instantiating WASM is asynchronous, hashing must not be).
const blake3Engine = await createBLAKE3();
let blake3Owner: Blake3Stream | null = null;

/** A BLAKE3 stream on the shared engine: its state is parked with save() when another stream needs the engine. */
class Blake3Stream {
  #parked: Uint8Array | null = null;

  update(chunk: Uint8Array): void {
    this.#claim();
    blake3Engine.update(chunk);
  }

  digest(): string {
    this.#claim();
    blake3Owner = null;
    return blake3Engine.digest('hex');
  }

  #claim(): void {
    if (blake3Owner === this) return;
    if (blake3Owner) blake3Owner.#parked = blake3Engine.save();
    if (this.#parked) blake3Engine.load(this.#parked);
    else blake3Engine.init();
    this.#parked = null;
    blake3Owner = this;
  }
}

/** Computes every hash in one pass over a file's bytes, fed in chunks of any size. */
export class FileHasher {
  #sha256: Hash = createHash('sha256');
  #autoV1: Hash = createHash('sha256');
  #tensorData: Hash = createHash('sha256');
  #blake3 = new Blake3Stream();
  #crc32 = 0;
  #position = 0;
  #tap = new SafetensorsTap();
  #headerCheck: HeaderCheck | null | undefined;

  update(chunk: Uint8Array): this {
    this.#sha256.update(chunk);
    this.#blake3.update(chunk);
    this.#crc32 = crc32(chunk, this.#crc32);
    const windowStart = Math.max(AUTOV1_OFFSET - this.#position, 0);
    const windowEnd = Math.min(AUTOV1_OFFSET + AUTOV1_LENGTH - this.#position, chunk.length);
    if (windowStart < windowEnd) this.#autoV1.update(chunk.subarray(windowStart, windowEnd));
    this.#tap.update(chunk);
    const dataStart = this.#tap.dataStart;
    if (dataStart !== null && this.#position + chunk.length > dataStart) {
      this.#tensorData.update(chunk.subarray(Math.max(dataStart - this.#position, 0)));
    }
    this.#position += chunk.length;
    return this;
  }

  /** The SafeTensors header check of the bytes seen, or null when they do not start like SafeTensors. */
  headerCheck(): HeaderCheck | null {
    this.#headerCheck ??= this.#tap.check(this.#position);
    return this.#headerCheck;
  }

  /** Finishes every hash; call once, after the last update. */
  digest(): FileHashes {
    const sha256 = this.#sha256.digest('hex').toUpperCase();
    const tensorData = this.#tensorData.digest('hex').toUpperCase();
    return {
      SHA256: sha256,
      AutoV1: this.#autoV1.digest('hex').slice(0, 8).toUpperCase(),
      AutoV2: sha256.slice(0, 10),
      CRC32: (this.#crc32 >>> 0).toString(16).padStart(8, '0').toUpperCase(),
      BLAKE3: this.#blake3.digest().toUpperCase(),
      ...(this.headerCheck()?.ok ? { AutoV3: tensorData.slice(0, AUTOV3_LENGTH) } : {}),
    };
  }

  /** Bytes fed so far. */
  get position(): number {
    return this.#position;
  }
}

export const hashBytes = (bytes: Uint8Array): FileHashes => new FileHasher().update(bytes).digest();

/**
 * Reads a file once in large chunks into `hasher`; the next chunk is read while the current one is hashed, and
 * memory stays flat (two chunk buffers) whatever the file's size.
 */
export async function streamFileInto(
  filePath: string,
  hasher: { update(chunk: Uint8Array): unknown },
  onProgress?: (bytesDone: number, total: number) => void,
): Promise<number> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const buffers = [new Uint8Array(READ_CHUNK_BYTES), new Uint8Array(READ_CHUNK_BYTES)];
    let which = 0;
    let position = 0;
    let pending = handle.read(buffers[which] as Uint8Array, 0, READ_CHUNK_BYTES, position);
    while (true) {
      const { bytesRead, buffer } = await pending;
      if (bytesRead === 0) break;
      position += bytesRead;
      which = 1 - which;
      pending = handle.read(buffers[which] as Uint8Array, 0, READ_CHUNK_BYTES, position);
      hasher.update(buffer.subarray(0, bytesRead));
      onProgress?.(position, Math.max(size, position));
    }
    return position;
  } finally {
    await handle.close();
  }
}

/** Streams the file once; memory stays flat whatever its size. */
export async function hashFile(filePath: string): Promise<FileHashes> {
  const hasher = new FileHasher();
  await streamFileInto(filePath, hasher);
  return hasher.digest();
}

/** The hashes as the domain lists them, in HASH_TYPES order; absent types are left out. */
export const hashEntries = (hashes: FileHashes): { type: HashType; hash: string }[] =>
  HASH_TYPES.flatMap((type) => {
    const hash = hashes[type];
    return hash === undefined ? [] : [{ type, hash }];
  });
