import { describe, expect, it } from 'vitest';
import { aUser, createTestWorld } from '../testing/index.js';
import { GetNotifications, GetUnreadNotificationCount } from './get-notifications.js';
import { MarkAllNotificationsRead, MarkNotificationsRead } from './mark-notifications-read.js';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from './notification-kinds.js';
import { GetNotificationSettings, UpdateNotificationSettings } from './notification-settings.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const setup = async () => {
  const world = createTestWorld({ now: NOW });
  const reader = await world.given.user(aUser().named('reader'));
  const other = await world.given.user(aUser().named('other'));
  return { world, reader, other, inbox: world.inbox };
};

describe('the inbox (notification.getAll, markRead, markAllRead)', () => {
  it('pages the viewer’s notifications newest first, with the unread count', async () => {
    const { world, reader, other, inbox } = await setup();
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 2; i++) {
      inbox.deliver(reader.id, 'tipReceived', `tip ${i}`, minutesAgo(100 - i));
    }
    inbox.deliver(other.id, 'tipReceived', 'not yours', NOW);
    const getAll = new GetNotifications(world.deps);

    const first = await getAll.execute(reader, {});
    if (!first.ok) throw new Error('expected a page');
    expect(first.value).toMatchObject({ page: 1, totalPages: 2, totalItems: 22, unreadCount: 22 });
    expect(first.value.items[0]).toMatchObject({ message: 'tip 21', readAt: null });
    const second = await getAll.execute(reader, { page: 2 });
    expect(second.ok && second.value.items.map((n) => n.message)).toEqual(['tip 1', 'tip 0']);
  });

  it('marks the viewer’s own notifications read, never someone else’s, then all of them', async () => {
    const { world, reader, other, inbox } = await setup();
    const mine = inbox.deliver(reader.id, 'modelPublished', 'new version', minutesAgo(2));
    inbox.deliver(reader.id, 'review', 'a review', minutesAgo(1));
    const theirs = inbox.deliver(other.id, 'tipReceived', 'their tip', minutesAgo(1));

    expect(
      await new MarkNotificationsRead(world.deps).execute(reader, { ids: [mine.id, theirs.id] }),
    ).toEqual({
      ok: true,
      value: { marked: 1, unreadCount: 1 },
    });
    expect(await new GetUnreadNotificationCount(world.deps).execute(other)).toEqual({
      ok: true,
      value: { count: 1 },
    });
    const page = await new GetNotifications(world.deps).execute(reader, {});
    expect(page.ok && page.value.items.map((n) => [n.message, n.readAt])).toEqual([
      ['a review', null],
      ['new version', NOW],
    ]);

    expect(await new MarkAllNotificationsRead(world.deps).execute(reader)).toEqual({
      ok: true,
      value: { marked: 1, unreadCount: 0 },
    });
    expect(await new GetUnreadNotificationCount(world.deps).execute(reader)).toEqual({
      ok: true,
      value: { count: 0 },
    });
  });

  it('asks an anonymous visitor to sign in', async () => {
    const { world } = await setup();
    for (const answer of [
      await new GetNotifications(world.deps).execute(null, {}),
      await new MarkAllNotificationsRead(world.deps).execute(null),
      await new GetNotificationSettings(world.deps).execute(null),
    ]) {
      expect(answer).toMatchObject({ ok: false, error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
    }
  });
});

describe('notification settings (user.getNotificationSettings, user.updateNotificationSettings)', () => {
  it('lists every kind on until the viewer turns one off, and on again', async () => {
    const { world, reader, other } = await setup();
    const get = new GetNotificationSettings(world.deps);
    const update = new UpdateNotificationSettings(world.deps);

    const initial = await get.execute(reader);
    expect(initial.ok && initial.value.map((s) => [s.kind, s.enabled])).toEqual(
      NOTIFICATION_KINDS.map((kind) => [kind, true]),
    );
    const off = await update.execute(reader, { kind: 'tipReceived', enabled: false });
    expect(off.ok && off.value.filter((s) => !s.enabled).map((s) => s.kind)).toEqual(['tipReceived']);
    const others = await get.execute(other);
    expect(others.ok && others.value.every((s) => s.enabled)).toBe(true);

    const on = await update.execute(reader, { kind: 'tipReceived', enabled: true });
    expect(on.ok && on.value.every((s) => s.enabled)).toBe(true);
  });
});
