import { describe, expect, it } from 'vitest';
import { newestMessageId, previewOf, sendsOnEnter, toMessageViews, unreadLabel } from './to-chat-view';

describe('the thread as the page shows it', () => {
  const pages = [
    {
      items: [
        { id: 4, senderId: 2, text: 'newest', createdAt: '2026-11-28T12:04:00.000Z' },
        { id: 3, senderId: 1, text: 'mine', createdAt: '2026-11-28T12:03:00.000Z' },
      ],
    },
    { items: [{ id: 1, senderId: 2, text: '<b>old</b>', createdAt: '2026-11-28T12:01:00.000Z' }] },
  ];

  it('shows the oldest message at the top and the newest at the bottom, by You or the other person', () => {
    expect(toMessageViews(pages, 1, 'bob').map((m) => [m.id, m.author, m.mine, m.text])).toEqual([
      [1, 'bob', false, '<b>old</b>'],
      [3, 'You', true, 'mine'],
      [4, 'bob', false, 'newest'],
    ]);
    expect(toMessageViews(pages, 1, 'bob')[0]).toMatchObject({
      timeLabel: 'Nov 28, 2026, 12:01 PM',
      dateTime: '2026-11-28T12:01:00.000Z',
    });
  });

  it('marks read up to the newest loaded message', () => {
    expect(newestMessageId(pages)).toBe(4);
    expect(newestMessageId([{ items: [] }])).toBeNull();
    expect(newestMessageId([])).toBeNull();
  });

  it('previews the first line, shortened', () => {
    expect(previewOf('Hello\nthere')).toBe('Hello');
    expect(previewOf('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(previewOf(undefined)).toBe('');
  });

  it('words the unread count', () => {
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
  });

  it('sends on Enter, makes a newline on Shift+Enter or while composing', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false })).toBe(false);
  });
});
