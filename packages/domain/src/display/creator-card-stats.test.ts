import { describe, expect, it } from 'vitest';
import { creatorCardStats } from './creator-card-stats.js';

const stats = {
  downloadCountAllTime: 12_345,
  thumbsUpCountAllTime: 40,
  followerCountAllTime: 1_500,
  reactionCountAllTime: 7,
  generationCountAllTime: 3,
  uploadCountAllTime: 12,
};

describe('creatorCardStats', () => {
  it('shows only the stats the creator chose, in card order, with compact numbers', () => {
    expect(creatorCardStats({ stats, creatorCardStatsPreferences: ['downloads', 'followers'] })).toEqual([
      { stat: 'followers', value: 1_500, text: '1.5k' },
      { stat: 'downloads', value: 12_345, text: '12.3k' },
    ]);
  });

  it('shows nothing when the creator chose nothing', () => {
    expect(creatorCardStats({ stats, creatorCardStatsPreferences: [] })).toEqual([]);
  });

  it('maps likes to thumbs up and uploads to the upload count', () => {
    expect(creatorCardStats({ stats, creatorCardStatsPreferences: ['likes', 'uploads'] })).toEqual([
      { stat: 'uploads', value: 12, text: '12' },
      { stat: 'likes', value: 40, text: '40' },
    ]);
  });
});
