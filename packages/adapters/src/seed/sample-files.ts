import { crc32 } from 'node:zlib';
import { DEFAULT_SIGNATURES } from '../scanning/signature-scanner.js';

/**
 * Byte builders for the demo files that exercise every scan result: benign and malicious pickles (never loaded,
 * only scanned), PyTorch-style ZIP checkpoints and the EICAR test file. Checked against Python's `pickletools`
 * and `zipfile` (see sample-files.test.ts for the fixed vectors).
 */

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const u32 = (value: number): Uint8Array => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
};

const binUnicode = (text: string): Uint8Array => {
  const data = ascii(text);
  return concat([ascii('X'), u32(data.length), data]);
};

/** Protocol 2: `collections.OrderedDict()` with one entry, the shape of a (tiny) state dict. */
export function benignPickle(key = 'weight', value = 1): Uint8Array {
  return concat([
    Uint8Array.of(0x80, 0x02),
    ascii('ccollections\nOrderedDict\nq\x00)Rq\x01'),
    binUnicode(key),
    Uint8Array.of(0x71, 0x02, 0x4b, value & 0xff),
    ascii('s.'),
  ]);
}

/** A pickle that would call `module.name(argument)` when loaded: protocol 2 uses GLOBAL, protocol 4 STACK_GLOBAL. */
export function callingPickle(module: string, name: string, argument: string, protocol: 2 | 4): Uint8Array {
  if (protocol === 2) {
    return concat([
      Uint8Array.of(0x80, 0x02),
      ascii(`c${module}\n${name}\nq\x00`),
      binUnicode(argument),
      Uint8Array.of(0x71, 0x01, 0x85, 0x71, 0x02, 0x52, 0x71, 0x03, 0x2e),
    ]);
  }
  const short = (text: string): Uint8Array => {
    const data = ascii(text);
    return concat([Uint8Array.of(0x8c, data.length), data, Uint8Array.of(0x94)]);
  };
  const body = concat([
    short(module),
    short(name),
    Uint8Array.of(0x93, 0x94),
    short(argument),
    Uint8Array.of(0x85, 0x94, 0x52, 0x94, 0x2e),
  ]);
  const frame = new Uint8Array(9);
  frame[0] = 0x95;
  new DataView(frame.buffer).setBigUint64(1, BigInt(body.length), true);
  return concat([Uint8Array.of(0x80, 0x04), frame, body]);
}

/** A ZIP with stored (uncompressed) entries, as `torch.save` writes them. */
export function storedZip(entries: { name: string; data: Uint8Array }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = ascii(entry.name);
    const fields = (size: number, crc: number): DataView => {
      const view = new DataView(new ArrayBuffer(18));
      view.setUint16(0, 0, true); // method: stored
      view.setUint16(2, 0, true); // time
      view.setUint16(4, 0x21, true); // date: 1980-01-01
      view.setUint32(6, crc, true);
      view.setUint32(10, size, true);
      view.setUint32(14, size, true);
      return view;
    };
    const crc = crc32(entry.data) >>> 0;
    const common = new Uint8Array(fields(entry.data.length, crc).buffer);
    const local = concat([
      u32(0x04034b50),
      Uint8Array.of(20, 0, 0, 0),
      common,
      Uint8Array.of(name.length, name.length >> 8, 0, 0),
      name,
      entry.data,
    ]);
    const central = concat([
      u32(0x02014b50),
      Uint8Array.of(20, 0, 20, 0, 0, 0),
      common,
      Uint8Array.of(name.length, name.length >> 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      u32(offset),
      name,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = concat(centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...locals, directory, new Uint8Array(end.buffer)]);
}

/** A PyTorch-style checkpoint: `archive/data.pkl` plus raw tensor bytes. */
export const torchCheckpoint = (pickle: Uint8Array, tensorBytes: Uint8Array): Uint8Array =>
  storedZip([
    { name: 'archive/data.pkl', data: pickle },
    { name: 'archive/data/0', data: tensorBytes },
    { name: 'archive/version', data: ascii('3\n') },
  ]);

/** The EICAR anti-virus test file, padded with harmless text so every copy differs. */
export const eicarFile = (note: string): Uint8Array =>
  concat([DEFAULT_SIGNATURES[0]?.bytes ?? new Uint8Array(), ascii(`\n${note}\n`)]);
