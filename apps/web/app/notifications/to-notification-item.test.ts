import { describe, expect, it } from 'vitest';
import { toNotificationItem } from './to-notification-item';

describe('toNotificationItem', () => {
  it('words the kind and the time, and reads "read" off readAt', () => {
    const item = toNotificationItem({
      id: 4,
      kind: 'tipReceived',
      message: 'ada tipped you 10 Buzz.',
      createdAt: '2026-11-28T12:05:00.000Z',
      readAt: null,
    });
    expect(item).toEqual({
      id: 4,
      message: 'ada tipped you 10 Buzz.',
      kindLabel: 'Tips received',
      timeLabel: 'Nov 28, 2026, 12:05 PM',
      dateTime: '2026-11-28T12:05:00.000Z',
      read: false,
    });
    expect(
      toNotificationItem({ id: 4, kind: 'review', message: 'x', createdAt: new Date(0), readAt: new Date(1) })
        .read,
    ).toBe(true);
  });
});
