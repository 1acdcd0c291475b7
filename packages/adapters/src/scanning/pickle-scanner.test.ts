import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memorySource } from './byte-source.js';
import { makePickleFixtures } from './fixtures/pickle-fixtures.js';
import { isAllowedImport, SAFE_PICKLE_IMPORTS } from './pickle-allow-list.js';
import { PickleScanner, scanPickleSource } from './pickle-scanner.js';
import { MAX_WALK_ITEMS } from './pickle-walker.js';

const fixtures = makePickleFixtures();
afterAll(fixtures.remove);
const scanner = new PickleScanner();
const unchecked = async () => ({ ok: false as const, reason: 'not checked here' });
const scanBytes = (bytes: Uint8Array, name = 'file.bin') =>
  scanPickleSource(memorySource(bytes), name, unchecked);
const ascii = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('PickleScanner on the generated fixtures', () => {
  it('has fixtures for every verdict and bypass class', () => {
    const classes = new Set(fixtures.manifest.map((fixture) => fixture.class));
    expect(fixtures.manifest.length).toBeGreaterThan(70);
    for (const name of [
      'dotted STACK_GLOBAL',
      'protocol 0 misnamed',
      'malicious after benign',
      'REDUCE then garbage',
    ])
      expect(classes).toContain(name);
  });

  it.each(fixtures.manifest)('$file ($class) is $expect', async (fixture) => {
    const verdict = await scanner.scan(path.join(fixtures.dir, fixture.file));

    expect(verdict.result).toBe(fixture.expect);
    if (fixture.mentions) expect(verdict.message).toContain(fixture.mentions);
  });
});

describe('PickleScanner verdicts', () => {
  it('names the offending import in a short message', async () => {
    expect(await scanBytes(ascii("cos\nsystem\n(S'id'\ntR."))).toEqual({
      result: 'Danger',
      message: 'Dangerous import detected: os.system',
    });
  });

  it('says when the import names are computed', async () => {
    const bytes = ascii(
      '\x80\x02(X\x06\x00\x00\x00moduleX\x02\x00\x00\x00ostQX\x06\x00\x00\x00system\x93)R.',
    );

    expect(await scanBytes(bytes)).toEqual({
      result: 'Danger',
      message: 'The pickle builds an import from computed names, which hides what it loads',
    });
  });

  it('says why an unreadable pickle is an Error', async () => {
    expect(await scanBytes(ascii('ccollections\nOrderedDict\n)R\xff'))).toEqual({
      result: 'Error',
      message: 'Could not read the pickle: Unknown opcode 0xff (offset 27)',
    });
  });

  it('lists the allow-listed imports of a passing pickle', async () => {
    expect(await scanBytes(ascii('\x80\x02ccollections\nOrderedDict\nq\x00)Rq\x01.'))).toEqual({
      result: 'Success',
      message: 'No dangerous imports. Imports: collections.OrderedDict',
    });
  });

  it('treats bytes that fail before any import as not a pickle', async () => {
    // NEWFALSE, PERSID 'NG\r', then 0x1a: a PNG header is three opcodes deep before it stops being a pickle.
    expect(await scanBytes(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({
      result: 'Success',
      message: 'Not a pickle file',
    });
  });

  it('refuses a pickle that goes on past what the scanner reads', async () => {
    const huge = new Uint8Array(80 * 1024 * 1024);
    huge.set(ascii('\x80\x02B'));
    new DataView(huge.buffer).setUint32(3, huge.length - 7, true);

    expect((await scanBytes(huge)).message).toBe(
      'Could not read the pickle: The pickle is larger than the 64 MiB the scanner reads',
    );
  });

  it('refuses a pickle that stacks more than the walker keeps', async () => {
    const verdict = await scanBytes(ascii(`\x80\x02${'('.repeat(MAX_WALK_ITEMS + 1)}`));

    expect(verdict).toEqual({
      result: 'Error',
      message: `Could not read the pickle: The pickle nests or stacks too many items to scan (offset ${MAX_WALK_ITEMS + 2})`,
    });
  });

  it('lists the first denied imports and counts the rest', async () => {
    const imports = Array.from({ length: 12 }, (_, index) => `cmod${index}\nrun\n0`).join('');

    expect((await scanBytes(ascii(`${imports}N.`))).message).toBe(
      `Dangerous import detected: ${Array.from({ length: 8 }, (_, index) => `mod${index}.run`).join(', ')} and 4 more`,
    );
  });

  it('reads a .safetensors name by content but keeps a broken one an Error', async () => {
    expect((await scanBytes(ascii('hello world'), 'x.safetensors')).result).toBe('Error');
    expect((await scanBytes(ascii('hello world'), 'x.txt')).result).toBe('Success');
  });
});

describe('the allow-list', () => {
  it('gives a reason for every entry and matches names exactly', () => {
    for (const reason of Object.values(SAFE_PICKLE_IMPORTS)) expect(reason.length).toBeGreaterThan(5);
    expect(isAllowedImport('collections.OrderedDict')).toBe(true);
    expect(isAllowedImport('__builtin__.set')).toBe(true);
    expect(isAllowedImport('collections.OrderedDict.fromkeys')).toBe(false);
    expect(isAllowedImport('torch.storage._load_from_bytes')).toBe(false);
    expect(isAllowedImport('collections')).toBe(false);
  });
});

it('reads fixtures the generator really wrote', () => {
  expect(readFileSync(path.join(fixtures.dir, 'model.joblib'), 'latin1')).toContain('cos\nsystem\n');
});
