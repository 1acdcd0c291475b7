import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeSafetensors } from '@atelier/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSeededHub } from './testing/seeded-hub.js';
import { databases } from './testing/test-hub.js';

describe.each(databases)('atelier import on $name', (database) => {
  const hub = useSeededHub(database);
  let dir = '';
  let weights: Uint8Array = new Uint8Array();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-import-'));
    weights = encodeSafetensors([
      {
        name: 'w',
        dtype: 'F16',
        shape: [64, 64],
        data: Uint8Array.from({ length: 64 * 64 * 2 }, (_, i) => i % 251),
      },
    ]);
    await writeFile(path.join(dir, 'lumen.safetensors'), weights);
    await writeFile(path.join(dir, 'notes.txt'), 'not a zip');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates a Draft model and version owned by --owner with the file hashed, read and scanned', async () => {
    const result = await hub().cli([
      'import',
      path.join(dir, 'lumen.safetensors'),
      '--owner',
      'ada_lumen',
      '--name',
      'Imported Lumen',
      '--type',
      'LORA',
      '--base-model',
      'SDXL 1.0',
      '--json',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const answer = result.json();
    const sha256 = createHash('sha256').update(weights).digest('hex').toUpperCase();
    expect(answer).toMatchObject({
      model: { name: 'Imported Lumen', status: 'Draft' },
      version: { name: 'v1' },
      owner: { username: 'ada_lumen' },
      files: [
        {
          name: 'lumen.safetensors',
          format: 'SafeTensor',
          hashes: { SHA256: sha256, AutoV2: sha256.slice(0, 10) },
          // No clamd in this environment: the virus scan could not run, and says so; never Success.
          scan: { virus: 'Error', pickle: 'Success', result: 'Error' },
          tensorFacts: { tensorCount: 1, parameterCount: 4096, dtypes: { F16: 4096 } },
        },
      ],
    });
    const modelId = (answer.model as { id: number }).id;
    const actions = await hub().inProcess(({ knex }) =>
      knex('audit_entries').where('model_id', modelId).orderBy('id').pluck('action'),
    );
    // The same trail as a creator's in the browser: the model, its version, then the file.
    expect(actions).toEqual(['model.create', 'modelVersion.create', 'modelFile.create']);
  });

  it('refuses a file that is not what its type needs, with the catalogue message and a usage exit code', async () => {
    const result = await hub().cli([
      'import',
      path.join(dir, 'notes.txt'),
      '--owner',
      'ada_lumen',
      '--name',
      'Notes',
      '--type',
      'LORA',
      '--base-model',
      'SDXL 1.0',
      '--file-type',
      'Archive',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'This file is not what it claims to be: an Archive file must be a ZIP archive',
    );
  });
});
