import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { crc32 } from 'node:zlib';
import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** The hashes recorded for every model file (docs/file-hashes.md). All are upper-case hex, as the hub shows them. */
export type FileHashes = { SHA256: string; AutoV1: string; AutoV2: string; CRC32: string; BLAKE3: string };

/** AutoV1 (the old web UI "model hash") looks only at this window: 64 KiB starting at 1 MiB. */
export const AUTOV1_OFFSET = 0x100000;
export const AUTOV1_LENGTH = 0x10000;

/** Computes every hash in one pass over a file's bytes, fed in chunks of any size. */
export class FileHasher {
  #sha256: Hash = createHash('sha256');
  #autoV1: Hash = createHash('sha256');
  #blake3 = blake3.create();
  #crc32 = 0;
  #position = 0;

  update(chunk: Uint8Array): this {
    this.#sha256.update(chunk);
    this.#blake3.update(chunk);
    this.#crc32 = crc32(chunk, this.#crc32);
    const start = Math.max(AUTOV1_OFFSET - this.#position, 0);
    const end = Math.min(AUTOV1_OFFSET + AUTOV1_LENGTH - this.#position, chunk.length);
    if (start < end) this.#autoV1.update(chunk.subarray(start, end));
    this.#position += chunk.length;
    return this;
  }

  digest(): FileHashes {
    const sha256 = this.#sha256.digest('hex').toUpperCase();
    return {
      SHA256: sha256,
      AutoV1: this.#autoV1.digest('hex').slice(0, 8).toUpperCase(),
      AutoV2: sha256.slice(0, 10),
      CRC32: (this.#crc32 >>> 0).toString(16).padStart(8, '0').toUpperCase(),
      BLAKE3: bytesToHex(this.#blake3.digest()).toUpperCase(),
    };
  }
}

export const hashBytes = (bytes: Uint8Array): FileHashes => new FileHasher().update(bytes).digest();

/** Streams the file once; memory stays flat whatever its size. */
export async function hashFile(filePath: string): Promise<FileHashes> {
  const hasher = new FileHasher();
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) {
    hasher.update(chunk as Buffer);
  }
  return hasher.digest();
}
