import { aFile, aReview } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases, statementsDuring } from './testing/databases.js';
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

  it("reads versions' details in one statement: files with their hashes, live reviews' totals, likes", async () => {
    const { repos, given, knex } = world();
    const [ann, bob] = [await given.user(), await given.user()];
    const [a, b, c] = [await given.version(), await given.version(), await given.version()];
    const full = await repos.files.create(
      aFile()
        .of(a)
        .sized(123456.789012345)
        .metadata({ format: 'SafeTensor', size: 'pruned', fp: 'fp16' })
        .scanned('Danger', 'Error', { virus: 'a “quoted” signature', pickle: 'cannot open' })
        .with({
          visibility: 'Private',
          scannedAt: AT,
          tensorFacts: { tensorCount: 2, parameterCount: 9_007_199_254, dtypes: { F16: 4 }, bytesToLoad: 12 },
        })
        .build(AT),
    );
    await given.file(aFile().of(a));
    await given.file(aFile().of(b));
    await repos.reactions.setLiked(ann.id, a.modelId, a.id, true);
    await repos.reactions.setLiked(bob.id, a.modelId, a.id, true);
    await repos.reactions.setLiked(bob.id, c.modelId, c.id, true);
    await repos.reactions.setLiked(bob.id, c.modelId, c.id, false);
    await given.review(aReview().of(a).by(ann).up());
    await given.review(aReview().of(a).by(bob).down());
    await given.review(aReview().of(c).by(ann).up());
    const removed = await given.review(aReview().of(c).by(bob).down());
    await knex('reviews').where('id', removed.id).update({ deleted_with: 'test-removal' });

    const read = () => repos.files.detailsOfVersions([a.id, b.id, c.id, c.id + 1000]);
    expect(await statementsDuring(knex, read)).toHaveLength(1);
    const details = await read();
    // Every field of each file as a plain read of the version's files has it: hashes in order, size, metadata.
    expect(details.get(a.id)?.files).toEqual(await repos.files.ofVersion(a.id));
    expect(details.get(a.id)?.files[0]).toEqual(full);
    expect(details).toEqual(
      new Map([
        [
          a.id,
          {
            files: await repos.files.ofVersion(a.id),
            figures: { reviewTotals: { up: 1, down: 1 }, likeCount: 2 },
          },
        ],
        [
          b.id,
          {
            files: await repos.files.ofVersion(b.id),
            figures: { reviewTotals: { up: 0, down: 0 }, likeCount: 0 },
          },
        ],
        [c.id, { files: [], figures: { reviewTotals: { up: 1, down: 0 }, likeCount: 0 } }],
      ]),
    );
    expect(await repos.files.detailsOfVersions([])).toEqual(new Map());
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
