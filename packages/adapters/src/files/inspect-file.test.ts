import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashBytes } from './hashes.js';
import { inspectFile, sniffFile } from './inspect-file.js';
import { encodeSafetensors } from './safetensors.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-inspect-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

let counter = 0;
const fileWith = async (bytes: Uint8Array | string): Promise<string> => {
  counter += 1;
  const file = path.join(dir, `file-${counter}`);
  await writeFile(file, bytes);
  return file;
};
/** Runs a Python snippet that writes `sys.argv[1]`; Python's pickle and zipfile are independent of our code. */
const python = async (script: string): Promise<string> => {
  counter += 1;
  const file = path.join(dir, `python-${counter}`);
  execFileSync('python3', ['-c', script, file]);
  return file;
};
const sha256sum = (file: string): string =>
  (execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0] as string).toUpperCase();

/** A stored (uncompressed) ZIP built by hand; `zip64` writes the ZIP64 end records as large archives have. */
function aZip(names: string[], { zip64 = false } = {}): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = encoder.encode(name);
    const local = new Uint8Array(30 + nameBytes.length);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    localView.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    const central = new Uint8Array(46 + nameBytes.length);
    const centralView = new DataView(central.buffer);
    centralView.setUint32(0, 0x02014b50, true);
    centralView.setUint16(28, nameBytes.length, true);
    centralView.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, entry) => sum + entry.length, 0);
  const ends: Uint8Array[] = [];
  if (zip64) {
    const record = new DataView(new ArrayBuffer(56));
    record.setUint32(0, 0x06064b50, true);
    record.setBigUint64(32, BigInt(names.length), true);
    record.setBigUint64(40, BigInt(directorySize), true);
    record.setBigUint64(48, BigInt(offset), true);
    const locator = new DataView(new ArrayBuffer(20));
    locator.setUint32(0, 0x07064b50, true);
    locator.setBigUint64(8, BigInt(offset + directorySize), true);
    ends.push(new Uint8Array(record.buffer), new Uint8Array(locator.buffer));
  }
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(10, zip64 ? 0xffff : names.length, true);
  end.setUint32(12, zip64 ? 0xffffffff : directorySize, true);
  end.setUint32(16, zip64 ? 0xffffffff : offset, true);
  return Buffer.concat([...locals, ...centrals, ...ends, new Uint8Array(end.buffer)]);
}

const lora = encodeSafetensors(
  [
    { name: 'up', dtype: 'BF16', shape: [16, 4], data: new Uint8Array(128).fill(7) },
    { name: 'down', dtype: 'F32', shape: [4, 16], data: new Uint8Array(256).fill(9) },
  ],
  { ss_base_model_version: 'sdxl_base_v1-0' },
);

describe('inspectFile and sniffFile', () => {
  it('read a SafeTensors file: format, facts, and hashes that agree with sha256sum', async () => {
    const file = await fileWith(lora);
    const headerEnd = 8 + Number(new DataView(lora.buffer).getBigUint64(0, true));
    const data = await fileWith(lora.subarray(headerEnd));

    const report = await inspectFile(file);

    expect(report).toMatchObject({ format: 'SafeTensor', problem: null, sizeBytes: lora.length });
    expect(report.tensorFacts).toEqual({
      tensorCount: 2,
      parameterCount: 128,
      dtypes: { BF16: 64, F32: 64 },
      bytesToLoad: 384,
    });
    expect(report.hashes.SHA256).toBe(sha256sum(file));
    expect(report.hashes.AutoV3).toBe(sha256sum(data).slice(0, 12));
    expect(await sniffFile(file)).toEqual({ format: 'SafeTensor', problem: null, sizeBytes: lora.length });
  });

  it('call a file that starts like SafeTensors but fails its checks SafeTensor, with the reason', async () => {
    const file = await fileWith(Uint8Array.of(...lora, 0));

    const report = await inspectFile(file);

    expect(report).toMatchObject({
      format: 'SafeTensor',
      problem: 'The tensors cover 384 bytes of data but the file holds 385',
      tensorFacts: null,
    });
    expect(report.hashes.AutoV3).toBeUndefined();
    expect(await sniffFile(file)).toEqual({
      format: 'SafeTensor',
      problem: report.problem,
      sizeBytes: lora.length + 1,
    });
  });

  it('match sha256sum and Python zlib on a file of several read chunks', async () => {
    const bytes = Uint8Array.from({ length: 9 * 1024 * 1024 + 3 }, (_, i) => (i * 2654435761) >>> 24);
    const file = await fileWith(bytes);
    const crc = execFileSync(
      'python3',
      ['-c', 'import sys,zlib;print("%08X" % zlib.crc32(open(sys.argv[1], "rb").read()))', file],
      { encoding: 'utf8' },
    ).trim();
    const progress: number[] = [];

    const report = await inspectFile(file, { onProgress: (done, total) => progress.push(total - done) });

    expect(report.hashes).toEqual(hashBytes(bytes));
    expect(report.hashes.SHA256).toBe(sha256sum(file));
    expect(report.hashes.CRC32).toBe(crc);
    expect(progress.at(-1)).toBe(0);
    expect(report).toMatchObject({
      format: 'Other',
      problem: null,
      tensorFacts: null,
      sizeBytes: bytes.length,
    });
  });

  it.each([
    [
      'a protocol 2 pickle',
      'import pickle,sys;open(sys.argv[1],"wb").write(pickle.dumps({"w":[1,2]},protocol=2))',
      'PickleTensor',
    ],
    [
      'a protocol 4 pickle (with a frame)',
      'import pickle,sys;open(sys.argv[1],"wb").write(pickle.dumps({"w":[1,2]},protocol=4))',
      'PickleTensor',
    ],
    [
      'a protocol 5 pickle',
      'import pickle,sys;open(sys.argv[1],"wb").write(pickle.dumps([1.5,"x"],protocol=5))',
      'PickleTensor',
    ],
    [
      'a legacy torch.save magic number',
      'import pickle,sys;open(sys.argv[1],"wb").write(pickle.dumps(0x1950a86a20f9469cfc6c,protocol=2))',
      'PickleTensor',
    ],
    [
      'a protocol 0 pickle',
      'import pickle,sys;open(sys.argv[1],"wb").write(pickle.dumps({"w":1},protocol=0))',
      'Other',
    ],
    [
      'a PyTorch archive',
      'import zipfile,pickle,sys\nwith zipfile.ZipFile(sys.argv[1],"w") as z:\n z.writestr("archive/data.pkl",pickle.dumps({},protocol=2))\n z.writestr("archive/data/0",b"\\0"*16)\n z.writestr("archive/version","3\\n")',
      'PickleTensor',
    ],
    [
      'a ZIP of images',
      'import zipfile,sys\nwith zipfile.ZipFile(sys.argv[1],"w",zipfile.ZIP_DEFLATED) as z:\n z.writestr("images/1.png",b"png"*100)\n z.writestr("data.pkl.txt","no")',
      'Zip',
    ],
  ])('tell %s by its bytes', async (_, script, format) => {
    const file = await python(script);

    expect(await sniffFile(file)).toMatchObject({ format, problem: null });
    expect(await inspectFile(file)).toMatchObject({ format, problem: null, tensorFacts: null });
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'Other'],
    ['text', 'format: safetensors\n{"w": 1}', 'Other'],
    ['a pickle protocol byte followed by nonsense', Uint8Array.of(0x80, 0x02, 0xff, 0x00), 'Other'],
    [
      'a frame longer than the file',
      Uint8Array.of(0x80, 0x04, 0x95, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0x7d, 0x2e),
      'Other',
    ],
    ['a ZIP64 PyTorch archive', aZip(['model/data.pkl', 'model/data/0'], { zip64: true }), 'PickleTensor'],
    ['a ZIP whose data.pkl is not in a top folder', aZip(['data.pkl', 'a/b/data.pkl']), 'Zip'],
  ])('tell %s', async (_, bytes, format) => {
    const file = await fileWith(bytes);

    expect(await sniffFile(file)).toMatchObject({ format, problem: null });
    expect(await inspectFile(file)).toMatchObject({ format, problem: null });
  });

  it('call a ZIP whose central directory is missing a Zip with a problem', async () => {
    const broken = aZip(['archive/data.pkl']).subarray(0, 60);
    const file = await fileWith(broken);

    const expected = {
      format: 'Zip',
      problem: 'The ZIP archive cannot be read: it has no end of central directory record',
    };
    expect(await sniffFile(file)).toMatchObject(expected);
    expect(await inspectFile(file)).toMatchObject(expected);
  });

  it('give the same verdict from a sniff as from the full read, whatever the name says', async () => {
    const file = path.join(dir, 'really-a-pickle.safetensors');
    await writeFile(file, Uint8Array.of(0x80, 0x02, 0x7d, 0x71, 0x00, 0x2e));

    const { format, problem, sizeBytes } = await inspectFile(file);

    expect({ format, problem, sizeBytes }).toEqual(await sniffFile(file));
    expect(format).toBe('PickleTensor');
  });

  it('throw when the file does not exist', async () => {
    await expect(inspectFile(path.join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
    await expect(sniffFile(path.join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });
});
