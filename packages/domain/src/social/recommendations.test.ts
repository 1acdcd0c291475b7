import { describe, expect, it } from 'vitest';
import type { ModelRank } from '../models/model.js';
import { recommendBySharedTags } from './recommendations.js';

const rank = (downloads: number): ModelRank => ({
  thumbsUpCountAllTime: 0,
  thumbsDownCountAllTime: 0,
  downloadCountAllTime: downloads,
  generationCountAllTime: 0,
  collectedCountAllTime: 0,
  tippedAmountCountAllTime: 0,
});
const model = (id: number, tags: string[], downloads = 0) => ({
  id,
  tags: tags.map((name) => ({ name, isCategory: name === 'character' })),
  rank: rank(downloads),
});

describe('recommendBySharedTags', () => {
  const source = model(1, ['anime', 'girl', 'character']);

  it('ranks by shared tags, then downloads, leaving out the source and unrelated models', () => {
    const candidates = [
      source,
      model(2, ['anime'], 500),
      model(3, ['Anime', 'girl'], 10),
      model(4, ['landscape'], 9999),
      model(5, ['girl'], 900),
    ];
    expect(recommendBySharedTags(source, candidates).map(({ id }) => id)).toEqual([3, 5, 2]);
  });

  it('ignores category tags', () => {
    expect(recommendBySharedTags(source, [model(6, ['character'], 100)])).toEqual([]);
  });

  it('respects the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => model(10 + i, ['anime'], i));
    expect(recommendBySharedTags(source, many, 3)).toHaveLength(3);
  });
});
