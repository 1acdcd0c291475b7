import type { EarlyAccessNoticeView } from '../../view-models/early-access';

export const fixedNow = Date.parse('2025-01-01T12:00:00Z');

export function anEarlyAccessNotice(overrides: Partial<EarlyAccessNoticeView> = {}): EarlyAccessNoticeView {
  return {
    endsAt: '2025-01-03T15:30:00Z',
    gated: { download: true, generation: true },
    price: 500,
    hasAccess: false,
    description: 'The creator has made this version available to early supporters first.',
    learnMoreHref: '/articles/6341',
    ...overrides,
  };
}
