import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { databases, useTestDatabase } from '../storage/knex/testing/databases.js';
import { KnexInbox } from './knex-inbox.js';
import { KnexNotifier } from './knex-notifier.js';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const at = (minutes: number) => ({ now: () => new Date(NOW.getTime() + minutes * 60_000) });

const addUser = async (knex: Knex, id: number, username: string, traits: Record<string, unknown> = {}) =>
  knex('users').insert({
    id,
    username,
    created_at: NOW,
    file_preferences: '{}',
    creator_card_stats_preferences: '[]',
    links: '[]',
    ...traits,
  });

describe.each(databases)('KnexInbox on $name', (database) => {
  const db = useTestDatabase(database);

  it('pages a user’s notifications newest first, counts and marks only theirs', async () => {
    const knex = db();
    await addUser(knex, 1, 'ada');
    await addUser(knex, 2, 'bob');
    for (let i = 0; i < 5; i++) {
      await new KnexNotifier(knex, at(i)).notify(
        { userIds: [1] },
        { kind: 'tipReceived', message: `tip ${i}` },
      );
    }
    await new KnexNotifier(knex, at(9)).notify({ userIds: [2] }, { kind: 'review', message: 'bob’s' });
    const inbox = new KnexInbox(knex);

    const first = await inbox.page(1, 1, 2);
    expect(first.totalItems).toBe(5);
    expect(first.items.map((n) => [n.message, n.createdAt.getTime(), n.readAt])).toEqual([
      ['tip 4', at(4).now().getTime(), null],
      ['tip 3', at(3).now().getTime(), null],
    ]);
    expect((await inbox.page(1, 3, 2)).items.map((n) => n.message)).toEqual(['tip 0']);

    const bobs = (await inbox.page(2, 1, 10)).items.map((n) => n.id);
    expect(await inbox.markRead(1, [first.items[0]?.id ?? 0, ...bobs], NOW)).toBe(1);
    expect(await inbox.unreadCount(1)).toBe(4);
    expect(await inbox.unreadCount(2)).toBe(1);
    expect((await inbox.page(1, 1, 1)).items[0]?.readAt).toEqual(NOW);

    expect(await inbox.markAllRead(1, NOW)).toBe(4);
    expect(await inbox.unreadCount(1)).toBe(0);
    expect(await inbox.unreadCount(2)).toBe(1);
  });

  it('keeps the kinds turned off, and the notifier writes none of them, to users or moderators', async () => {
    const knex = db();
    await addUser(knex, 11, 'cy');
    await addUser(knex, 12, 'mod', { is_moderator: true });
    await addUser(knex, 13, 'mod_two', { is_moderator: true });
    const inbox = new KnexInbox(knex);

    await inbox.setEnabled(11, 'tipReceived', false);
    await inbox.setEnabled(11, 'tipReceived', false);
    await inbox.setEnabled(12, 'reviewRequested', false);
    expect(await inbox.disabledKinds(11)).toEqual(['tipReceived']);

    const notifier = new KnexNotifier(knex, at(0));
    await notifier.notify({ userIds: [11] }, { kind: 'tipReceived', message: 'muted tip' });
    await notifier.notify({ userIds: [11] }, { kind: 'review', message: 'a review' });
    await notifier.notify({ moderators: true }, { kind: 'reviewRequested', message: 'please review' });
    const rows = await knex('notifications')
      .select('user_id', 'message')
      .whereIn('user_id', [11, 12, 13])
      .orderBy('id');
    expect(rows.map((row) => [Number(row.user_id), row.message])).toEqual([
      [11, 'a review'],
      [13, 'please review'],
    ]);

    await inbox.setEnabled(11, 'tipReceived', true);
    expect(await inbox.disabledKinds(11)).toEqual([]);
  });
});
