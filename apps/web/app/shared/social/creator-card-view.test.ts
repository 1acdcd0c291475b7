import { describe, expect, it } from 'vitest';
import { toCreatorCardView } from './creator-card-view';
import type { Creator } from './creator-types';

const aCreator = (overrides: Partial<Creator> = {}): Creator => ({
  id: 3,
  username: 'brushwork',
  createdAt: new Date('2023-03-14T00:00:00Z'),
  rank: null,
  links: [],
  stats: {
    downloadCountAllTime: 12_345,
    thumbsUpCountAllTime: 40,
    followerCountAllTime: 1_000,
    reactionCountAllTime: 7,
    generationCountAllTime: 0,
    uploadCountAllTime: 12,
  },
  creatorCardStatsPreferences: [],
  modelCount: 4,
  ...overrides,
});

describe('toCreatorCardView', () => {
  it('shows the chosen stats in card order, counted as the domain counts them; followers lead to their list', () => {
    const view = toCreatorCardView(aCreator({ creatorCardStatsPreferences: ['downloads', 'followers'] }));
    expect(view.stats).toEqual([
      { key: 'followers', label: 'Followers', value: '1k', href: '/user/brushwork/followers' },
      { key: 'downloads', label: 'Downloads', value: '12.3k' },
    ]);
  });

  it('colours the rank badge by the domain rule, with no badge past 100', () => {
    const ranked = (leaderboardRank: number) =>
      toCreatorCardView(
        aCreator({
          rank: {
            leaderboardId: 'creators',
            leaderboardTitle: 'Creators',
            leaderboardRank,
            leaderboardCosmetic: null,
          },
        }),
      ).rank?.colour;
    expect(ranked(1)).toBe('blue');
    expect(ranked(3)).toBe('yellow');
    expect(ranked(100)).toBe('orange');
    expect(ranked(101)).toBeNull();
  });

  it('links to absolute http(s) addresses only, whatever an older row holds', () => {
    const view = toCreatorCardView(
      aCreator({
        links: [
          { url: 'https://example.com/brushwork', domain: 'example.com' },
          { url: '/user/brushwork', domain: 'example.com' },
          { url: 'javascript:alert(1)', domain: 'example.com' },
        ],
      }),
    );
    expect(view.links).toEqual([{ url: 'https://example.com/brushwork', domain: 'example.com' }]);
  });
});
