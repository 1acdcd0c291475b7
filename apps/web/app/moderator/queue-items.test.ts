import type { QueueModel } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { reportItem, reviewRequestItem, searchHitItem, violationItem } from './queue-items';

const model = {
  id: 12,
  name: 'Quiet Fields',
  type: 'LORA',
  status: 'UnpublishedViolation',
  owner: { id: 3, username: 'ada' },
} satisfies QueueModel;
const date = (d: Date) => d.toISOString().slice(0, 10);

describe('the moderator queue rows', () => {
  it('words a version-level review request with the appeal and a link to that version', () => {
    expect(
      reviewRequestItem(
        {
          level: 'version',
          model,
          version: { id: 40, name: 'v2' },
          reason: 'Spam or scam',
          customMessage: null,
          appeal: 'Fixed.',
          requestedAt: new Date('2026-11-28T09:00:00Z'),
        },
        date,
      ),
    ).toEqual({
      title: 'Quiet Fields — v2',
      href: '/models/12?modelVersionId=40',
      badges: [{ label: 'Version', tone: 'caution' }, { label: 'LORA' }],
      meta: 'by ada · requested 2026-11-28',
      lines: ['Unpublished for: Spam or scam'],
      quote: { label: "The owner's appeal", text: 'Fixed.' },
    });
  });

  it('links a report to the model it concerns, or to the reported user, and names gone accounts', () => {
    const base = {
      id: 1,
      reason: 'Spam or scam',
      details: null,
      createdAt: new Date('2026-11-27T00:00:00Z'),
    };
    expect(
      reportItem(
        {
          ...base,
          reporter: { id: 9, username: null },
          target: { entityType: 'comment', entityId: 5, label: 'A comment on Lumen', modelId: 2, userId: 1 },
        },
        date,
      ),
    ).toMatchObject({ href: '/models/2', meta: 'Reported by a deleted account (#9) · 2026-11-27' });
    expect(
      reportItem(
        {
          ...base,
          reporter: { id: 9, username: 'visitor' },
          target: { entityType: 'user', entityId: 4, label: 'some one', modelId: null, userId: 4 },
        },
        date,
      ).href,
    ).toBe('/user/some%20one');
    expect(
      reportItem(
        {
          ...base,
          reporter: { id: 9, username: 'visitor' },
          target: { entityType: 'image', entityId: 4, label: 'Image #4', modelId: null, userId: null },
        },
        date,
      ).href,
    ).toBeNull();
  });

  it('marks violations with a pending review, and says why a search hit matched', () => {
    expect(
      violationItem(
        {
          model,
          reason: 'spam',
          customMessage: null,
          reviewRequested: true,
          updatedAt: new Date('2026-11-01'),
        },
        date,
      ).badges,
    ).toEqual([{ label: 'LORA' }, { label: 'Review requested', tone: 'caution' }]);
    expect(searchHitItem({ ...model, matchedBy: 'hash', deleted: true })).toMatchObject({
      badges: [{ label: 'LORA' }, { label: 'Deleted' }],
      lines: ['Matched by a file hash'],
      meta: '#12 · by ada',
    });
  });
});
