import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PlannedPicture, planPicture, renderPicture } from './artwork/artwork.js';
import type { Look } from './artwork/looks.js';
import { renderThroughCache } from './picture-cache.js';
import { Prng } from './prng.js';

const LOOK: Look = { palettes: ['golden'], scenes: ['mountains'], treatment: 'none', style: [] };
const plan = (seed: number): PlannedPicture => planPicture(null, LOOK, new Prng(seed));

describe('the seed picture cache of a test run', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'atelier-pictures-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('gives the bytes and BlurHash a drawing would, and keeps them for the same plan', async () => {
    const drawn = await renderPicture(plan(1));
    expect(await renderThroughCache(plan(1), folder)).toEqual(drawn);
    expect((await readdir(folder)).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.blurhash$/), expect.stringMatching(/\.(jpeg|png)$/)]),
    );
    expect(await readdir(folder)).toHaveLength(2);
  });

  it('answers a plan drawn before from the folder, without drawing it again', async () => {
    const first = await renderThroughCache(plan(2), folder);
    const kept = (await readdir(folder)).find((name) => name.endsWith('.blurhash')) as string;
    // Marks the kept copy: only a read of the folder can return the mark.
    await writeFile(path.join(folder, kept), 'marked');
    const second = await renderThroughCache(plan(2), folder);
    expect(second).toEqual({ bytes: first.bytes, hash: 'marked' });
  });

  it('draws another plan afresh, and keeps nothing without a folder', async () => {
    await renderThroughCache(plan(3), folder);
    const other = await renderThroughCache(plan(4), folder);
    expect(other).toEqual(await renderPicture(plan(4)));
    expect(await readdir(folder)).toHaveLength(4);
    expect(await renderThroughCache(plan(5), null)).toEqual(await renderPicture(plan(5)));
    expect(await readdir(folder)).toHaveLength(4);
  });
});
