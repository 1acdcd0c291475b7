import type { BuzzHistoryRow } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { toBuzzHistoryRowView } from './to-buzz-history-view';

const row = (fields: Partial<BuzzHistoryRow>): BuzzHistoryRow => ({
  id: 1,
  createdAt: new Date('2026-11-28T09:30:00Z'),
  kind: 'tipSent',
  label: 'Tip sent',
  amount: -1500,
  counterparty: { id: 2, username: 'bob' },
  subject: { type: 'model', modelId: 3, modelVersionId: null, name: 'Night Painter', versionName: null },
  ...fields,
});

describe('toBuzzHistoryRowView', () => {
  it('signs the amount, names the other person and links what was paid for', () => {
    expect(toBuzzHistoryRowView(row({}))).toEqual({
      id: 1,
      label: 'Tip sent',
      amountText: '−1,500',
      direction: 'out',
      at: '2026-11-28T09:30:00.000Z',
      atText: 'Nov 28, 2026, 9:30 AM UTC',
      counterparty: { text: 'to bob', href: '/user/bob' },
      subject: { text: 'Night Painter', href: '/models/3' },
    });
  });

  it('links a version on its model page, a post, and leaves out a profile already named as the counterparty', () => {
    const version = toBuzzHistoryRowView(
      row({
        amount: 20,
        subject: { type: 'model', modelId: 3, modelVersionId: 4, name: 'Night Painter', versionName: 'v2' },
      }),
    );
    expect(version).toMatchObject({
      amountText: '+20',
      direction: 'in',
      counterparty: { text: 'from bob' },
      subject: { text: 'Night Painter – v2', href: '/models/3?modelVersionId=4' },
    });
    expect(toBuzzHistoryRowView(row({ subject: { type: 'post', postId: 9 } })).subject).toEqual({
      text: 'Post 9',
      href: '/posts/9',
    });
    expect(toBuzzHistoryRowView(row({ subject: { type: 'user', username: 'bob' } })).subject).toBeNull();
    expect(
      toBuzzHistoryRowView(row({ kind: 'voucher', amount: 500, counterparty: null, subject: null })),
    ).toMatchObject({ amountText: '+500', counterparty: null, subject: null });
    expect(
      toBuzzHistoryRowView(
        row({ kind: 'membership', amount: -1000, counterparty: null, subject: { type: 'membership' } }),
      ).subject,
    ).toEqual({ text: 'Membership tiers', href: '/pricing' });
  });
});
