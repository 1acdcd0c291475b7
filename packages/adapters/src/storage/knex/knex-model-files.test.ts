import { aFile } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const AT = new Date('2026-05-06T07:08:09.010Z');

describe.each(databases)('KnexModelFiles on $name', (database) => {
  const world = useKnexWorld(database);

  it('round-trips every field, hashes in order included', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const built = aFile()
      .of(version)
      .named('model.safetensors')
      .type('Pruned Model')
      .sized(123456.5)
      .metadata({ format: 'SafeTensor', size: 'full' })
      .scanned('Danger', 'Error', { virus: 'Eicar-Test-Signature', pickle: 'cannot open' })
      .with({
        visibility: 'Private',
        scannedAt: AT,
        storageKey: 'files/1/model.safetensors',
        tensorFacts: { tensorCount: 2, parameterCount: 5, dtypes: { F16: 4, F32: 1 }, bytesToLoad: 12 },
      })
      .build(AT);

    const created = await repos.files.create(built);

    expect(created).toEqual({ ...built, id: created.id });
    expect(created.hashes.length).toBeGreaterThan(1);
    expect(await repos.files.ofId(created.id)).toEqual(created);
    expect(await repos.files.ofId(created.id + 1)).toBeNull();
  });

  it('loads the files of several versions at once, in id order', async () => {
    const { repos, given } = world();
    const [a, b, c] = [await given.version(), await given.version(), await given.version()];
    const a1 = await given.file(aFile().of(a));
    const b1 = await given.file(aFile().of(b));
    const a2 = await given.file(aFile().of(a));
    await given.file(aFile().of(c));

    expect((await repos.files.ofVersions([b.id, a.id])).map((f) => f.id)).toEqual([a1.id, b1.id, a2.id]);
    expect((await repos.files.ofVersion(a.id)).map((f) => f.id)).toEqual([a1.id, a2.id]);
    expect(await repos.files.ofVersions([])).toEqual([]);
  });

  it('saves scan results and new hashes', async () => {
    const { repos, given } = world();
    const file = await given.file(aFile().scanned('Pending', 'Pending'));

    await repos.files.save({
      ...file,
      virusScanResult: 'Success',
      pickleScanResult: 'Success',
      scannedAt: AT,
      hashes: [{ type: 'BLAKE3', hash: 'ABC' }],
    });

    expect(await repos.files.ofId(file.id)).toMatchObject({
      virusScanResult: 'Success',
      scannedAt: AT,
      hashes: [{ type: 'BLAKE3', hash: 'ABC' }],
    });
    await expect(repos.files.save({ ...file, id: 999 })).rejects.toThrow(/does not exist/);
  });

  it('removes a file with its hashes, and nothing else', async () => {
    const { repos, given, knex } = world();
    const version = await given.version();
    const gone = await given.file(aFile().of(version));
    const kept = await given.file(aFile().of(version));

    await repos.files.remove(gone.id);

    expect(await repos.files.ofVersion(version.id)).toEqual([kept]);
    expect(await knex('model_file_hashes').where('file_id', gone.id)).toEqual([]);
  });
});
