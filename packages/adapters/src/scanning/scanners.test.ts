import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '../files/disk-file-storage.js';
import { encodeSafetensors } from '../files/safetensors.js';
import { benignPickle, callingPickle, eicarFile, storedZip, torchCheckpoint } from '../seed/sample-files.js';
import { FileScanner } from './file-scanner.js';
import { PickleScanner } from './pickle-scanner.js';
import { SignatureScanner } from './signature-scanner.js';

const dir = await mkdtemp(path.join(tmpdir(), 'atelier-scan-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const storage = new DiskFileStorage(dir);

const stored = async (key: string, bytes: Uint8Array): Promise<string> => {
  await storage.write(key, bytes);
  return storage.pathOf(key);
};

const hex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'hex'));
/** `pickle.dumps(E(), protocol=4)` from CPython 3.11, where `E.__reduce__` returns `(os.system, ('echo pwned',))`. */
const PYTHON_PROTOCOL_4 = hex(
  '80049525000000000000008c05706f736978948c0673797374656d9493948c0a6563686f2070776e656494859452942e',
);
const safetensors = encodeSafetensors([
  { name: 'w', dtype: 'F16', shape: [16], data: new Uint8Array(32).fill(3) },
]);

describe('PickleScanner', () => {
  const scanner = new PickleScanner();

  it('flags the pickle CPython writes for os.system', async () => {
    const verdict = await scanner.scan(await stored('python.pkl', PYTHON_PROTOCOL_4));

    expect(verdict).toEqual({ result: 'Danger', message: 'Dangerous import detected: posix.system' });
  });

  it.each([
    ['GLOBAL (protocol 2)', callingPickle('os', 'system', 'id', 2), 'os.system'],
    ['STACK_GLOBAL (protocol 4)', callingPickle('subprocess', 'Popen', 'id', 4), 'subprocess.Popen'],
    ['builtins.eval', callingPickle('builtins', 'eval', '1+1', 2), 'builtins.eval'],
  ])('flags a dangerous %s import in a .ckpt', async (_, pickle, name) => {
    const verdict = await scanner.scan(await stored(`raw-${name}.ckpt`, pickle));

    expect(verdict.result).toBe('Danger');
    expect(verdict.message).toContain(name);
  });

  it('resolves names fetched back from the memo', async () => {
    // 'os' memoized then popped, fetched again with BINGET before STACK_GLOBAL: a common evasion.
    const bytes = Uint8Array.from([
      0x80,
      0x04,
      0x8c,
      0x02,
      ...Buffer.from('os'),
      0x94,
      0x30,
      0x68,
      0x00,
      0x8c,
      0x06,
      ...Buffer.from('system'),
      0x93,
      0x29,
      0x52,
      0x2e,
    ]);

    expect(await scanner.scan(await stored('memo.pt', bytes))).toEqual({
      result: 'Danger',
      message: 'Dangerous import detected: os.system',
    });
  });

  it('passes a benign state dict and names its imports', async () => {
    expect(await scanner.scan(await stored('benign.pt', benignPickle()))).toEqual({
      result: 'Success',
      message: 'No dangerous imports. Imports: collections.OrderedDict',
    });
  });

  it('looks inside PyTorch ZIP checkpoints', async () => {
    const bad = torchCheckpoint(callingPickle('os', 'system', 'id', 2), new Uint8Array(64));
    const good = torchCheckpoint(benignPickle(), new Uint8Array(64));

    expect((await scanner.scan(await stored('bad.ckpt', bad))).result).toBe('Danger');
    expect((await scanner.scan(await stored('good.ckpt', good))).result).toBe('Success');
  });

  it('reads every pickle of a legacy stream, not only the first', async () => {
    const stream = Buffer.concat([
      benignPickle(),
      callingPickle('os', 'system', 'id', 2),
      Buffer.alloc(32, 9),
    ]);

    expect((await scanner.scan(await stored('legacy.pt', stream))).result).toBe('Danger');
  });

  it('reports Error for a truncated pickle', async () => {
    const verdict = await scanner.scan(await stored('cut.ckpt', benignPickle().subarray(0, 20)));

    expect(verdict.result).toBe('Error');
  });

  it('passes a SafeTensors file with a valid header and fails a broken one', async () => {
    expect(await scanner.scan(await stored('ok.safetensors', safetensors))).toEqual({
      result: 'Success',
      message: 'SafeTensors file: the header is valid and it holds no pickle',
    });
    const broken = safetensors.slice(0, safetensors.length - 4);
    expect((await scanner.scan(await stored('broken.safetensors', broken))).result).toBe('Error');
  });

  it('passes archives without pickles and files that are not pickles', async () => {
    const archive = storedZip([{ name: 'images/1.txt', data: new Uint8Array([1, 2, 3]) }]);

    expect((await scanner.scan(await stored('training.zip', archive))).message).toBe(
      'The archive holds no pickle files',
    );
    expect(
      await scanner.scan(await stored('config.yaml', new TextEncoder().encode('model:\n  base: sd15\n'))),
    ).toEqual({
      result: 'Success',
      message: 'Not a pickle file',
    });
  });
});

describe('SignatureScanner', () => {
  const scanner = new SignatureScanner();

  it('finds the EICAR test string', async () => {
    expect(await scanner.scan(await stored('eicar.txt', eicarFile('test')))).toEqual({
      result: 'Danger',
      message: 'Found EICAR-Test-File',
    });
  });

  it('finds a signature split across read chunks', async () => {
    const bytes = new Uint8Array((1 << 20) + 100);
    bytes.set(eicarFile('split').subarray(0, 68), (1 << 20) - 30);

    expect((await scanner.scan(await stored('split.bin', bytes))).result).toBe('Danger');
  });

  it('passes clean files', async () => {
    expect((await scanner.scan(await stored('clean.safetensors', safetensors))).result).toBe('Success');
  });
});

describe('FileScanner', () => {
  const scanner = new FileScanner(storage, new SignatureScanner());

  it('reports both scans of a stored file', async () => {
    await storage.write('models/1/eicar.ckpt', eicarFile('x'));

    expect(await scanner.scan('models/1/eicar.ckpt')).toMatchObject({
      virusScanResult: 'Danger',
      virusScanMessage: 'Found EICAR-Test-File',
      // EICAR text fails as a pickle before importing anything: not a pickle (docs/scanning.md).
      pickleScanResult: 'Success',
      pickleScanMessage: 'Not a pickle file',
    });
  });

  it('reports Error for both when the file is missing', async () => {
    expect(await scanner.scan('models/404/missing.safetensors')).toEqual({
      virusScanResult: 'Error',
      virusScanMessage: 'The file is missing from storage',
      pickleScanResult: 'Error',
      pickleScanMessage: 'The file is missing from storage',
    });
  });
});
