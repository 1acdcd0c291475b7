import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** A file to put in the archive: its name inside it, where it lives, and its exact size. */
export type ZipEntry = { name: string; path: string; size: number };

const ZIP64 = 45;
const FLAGS = 0x0808; // sizes and CRC follow the data (bit 3); UTF-8 names (bit 11)
const MAX32 = 0xffffffff;

const DOS_DATE_1980 = (1 << 5) | 1; // 1980-01-01: entries carry no meaningful time

const localHeaderSize = (name: Buffer) => 30 + name.length + 20;
const centralHeaderSize = (name: Buffer) => 46 + name.length + 28;
const DESCRIPTOR_SIZE = 24;
const END_SIZE = 56 + 20 + 22;

/** The exact byte length of the archive `writeZip` produces, so the response can carry Content-Length. */
export const zipSize = (entries: readonly ZipEntry[]): number =>
  entries.reduce((total, entry) => {
    const name = Buffer.from(entry.name);
    return total + localHeaderSize(name) + entry.size + DESCRIPTOR_SIZE + centralHeaderSize(name);
  }, END_SIZE);

const localHeader = (name: Buffer): Buffer => {
  const header = Buffer.alloc(localHeaderSize(name));
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(ZIP64, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored, no compression: model weights do not compress
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE_1980, 12);
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(MAX32, 18);
  header.writeUInt32LE(MAX32, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(20, 28);
  name.copy(header, 30);
  header.writeUInt16LE(0x0001, 30 + name.length); // ZIP64 extra field; sizes are in the descriptor
  header.writeUInt16LE(16, 32 + name.length);
  return header;
};

const descriptor = (crc: number, size: number): Buffer => {
  const buffer = Buffer.alloc(DESCRIPTOR_SIZE);
  buffer.writeUInt32LE(0x08074b50, 0);
  buffer.writeUInt32LE(crc >>> 0, 4);
  buffer.writeBigUInt64LE(BigInt(size), 8);
  buffer.writeBigUInt64LE(BigInt(size), 16);
  return buffer;
};

const centralHeader = (name: Buffer, crc: number, size: number, offset: number): Buffer => {
  const header = Buffer.alloc(centralHeaderSize(name));
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(ZIP64, 4);
  header.writeUInt16LE(ZIP64, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(DOS_DATE_1980, 14);
  header.writeUInt32LE(crc >>> 0, 16);
  header.writeUInt32LE(MAX32, 20);
  header.writeUInt32LE(MAX32, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(28, 30);
  header.writeUInt32LE(MAX32, 42);
  name.copy(header, 46);
  const extra = 46 + name.length;
  header.writeUInt16LE(0x0001, extra);
  header.writeUInt16LE(24, extra + 2);
  header.writeBigUInt64LE(BigInt(size), extra + 4);
  header.writeBigUInt64LE(BigInt(size), extra + 12);
  header.writeBigUInt64LE(BigInt(offset), extra + 20);
  return header;
};

const end = (count: number, directorySize: number, directoryOffset: number): Buffer => {
  const buffer = Buffer.alloc(END_SIZE);
  buffer.writeUInt32LE(0x06064b50, 0); // ZIP64 end of central directory
  buffer.writeBigUInt64LE(44n, 4);
  buffer.writeUInt16LE(ZIP64, 12);
  buffer.writeUInt16LE(ZIP64, 14);
  buffer.writeBigUInt64LE(BigInt(count), 24);
  buffer.writeBigUInt64LE(BigInt(count), 32);
  buffer.writeBigUInt64LE(BigInt(directorySize), 40);
  buffer.writeBigUInt64LE(BigInt(directoryOffset), 48);
  buffer.writeUInt32LE(0x07064b50, 56); // its locator
  buffer.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 64);
  buffer.writeUInt32LE(1, 72);
  buffer.writeUInt32LE(0x06054b50, 76); // classic end record, pointing at the ZIP64 one
  buffer.writeUInt16LE(0xffff, 84);
  buffer.writeUInt16LE(0xffff, 86);
  buffer.writeUInt32LE(MAX32, 88);
  buffer.writeUInt32LE(MAX32, 92);
  return buffer;
};

const write = (out: Writable, chunk: Buffer): Promise<void> =>
  new Promise((resolve, reject) => {
    if (out.destroyed) return reject(new Error('The client went away'));
    if (out.write(chunk)) return resolve();
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new Error('The client went away'));
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });

/**
 * Streams a stored (uncompressed) ZIP64 archive of `entries` into `out`, reading each file once: the CRC is
 * computed on the way and written after the data, so nothing is buffered whatever the sizes.
 */
export const writeZip = async (out: Writable, entries: readonly ZipEntry[]): Promise<void> => {
  let offset = 0;
  const directory: Buffer[] = [];
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const start = offset;
    const header = localHeader(name);
    await write(out, header);
    offset += header.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of createReadStream(entry.path, { highWaterMark: 1 << 20 })) {
      const bytes = chunk as Buffer;
      crc = crc32(bytes, crc);
      size += bytes.length;
      await write(out, bytes);
    }
    if (size !== entry.size) throw new Error(`${entry.path} changed size while being archived`);
    await write(out, descriptor(crc, size));
    offset += size + DESCRIPTOR_SIZE;
    directory.push(centralHeader(name, crc, size, start));
  }
  const directoryBytes = Buffer.concat(directory);
  await write(out, directoryBytes);
  await write(out, end(entries.length, directoryBytes.length, offset));
};
