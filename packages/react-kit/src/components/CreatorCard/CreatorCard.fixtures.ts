import type { CreatorCardView } from '../../view-models/creator';

/** A creator view model for stories and tests; override what a case is about. */
export function aCreatorCardView(overrides: Partial<CreatorCardView> = {}): CreatorCardView {
  return {
    username: 'alice',
    profileHref: '/user/alice',
    avatarUrl: null,
    joinedText: 'Joined Mar 2023',
    rank: {
      rank: 3,
      colour: 'yellow',
      leaderboardTitle: 'Creators',
      href: '/leaderboard/overall?position=3',
    },
    stats: [
      { key: 'uploads', label: 'Uploads', value: 42 },
      { key: 'followers', label: 'Followers', value: 12_345, href: '/user/ada_lumen/followers' },
      { key: 'downloads', label: 'Downloads', value: 1_234_567 },
    ],
    links: [
      { url: 'https://github.com/alice', domain: 'github.com' },
      { url: 'https://alice.example', domain: 'alice.example' },
    ],
    ...overrides,
  };
}
