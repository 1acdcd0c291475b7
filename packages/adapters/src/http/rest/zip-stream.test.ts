import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip, zipSize } from './zip-stream.js';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atelier-zip-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeZip', () => {
  it('writes an archive that Python’s zipfile reads back byte for byte, of the announced size', async () => {
    const first = randomBytes(200_000);
    const second = Buffer.from('{"hello": "world"}');
    await writeFile(path.join(dir, 'a.bin'), first);
    await writeFile(path.join(dir, 'b.json'), second);
    const entries = [
      { name: 'model.safetensors', path: path.join(dir, 'a.bin'), size: first.length },
      { name: 'config é.json', path: path.join(dir, 'b.json'), size: second.length },
      { name: 'copy.json', path: path.join(dir, 'b.json'), size: second.length },
    ];
    const archive = path.join(dir, 'out.zip');
    const out = createWriteStream(archive);
    await writeZip(out, entries);
    await new Promise<void>((resolve) => out.end(resolve));

    expect((await stat(archive)).size).toBe(zipSize(entries));
    const script = [
      'import zipfile, sys, hashlib, json',
      'z = zipfile.ZipFile(sys.argv[1])',
      'assert z.testzip() is None',
      'print(json.dumps({i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()}))',
    ].join('\n');
    const { stdout } = await run('python3', ['-c', script, archive]);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(JSON.parse(stdout)).toEqual({
      'model.safetensors': sha(first),
      'config é.json': sha(second),
      'copy.json': sha(second),
    });
  });
});
