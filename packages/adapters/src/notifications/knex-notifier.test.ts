import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { databases, useTestDatabase } from '../storage/knex/testing/databases.js';
import { KnexNotifier } from './knex-notifier.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

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

describe.each(databases)('KnexNotifier on $name', (database) => {
  const db = useTestDatabase(database);

  it('writes one notification per user, and one per live moderator', async () => {
    const knex = db();
    await addUser(knex, 1, 'mod', { is_moderator: true });
    await addUser(knex, 2, 'old_mod', { is_moderator: true, deleted_at: NOW });
    await addUser(knex, 3, 'ada');
    await addUser(knex, 4, 'bob');
    const notifier = new KnexNotifier(knex, { now: () => NOW });

    await notifier.notify(
      { userIds: [3, 4, 3] },
      { kind: 'tipReceived', message: 'bob tipped you 10 Buzz.' },
    );
    await notifier.notify(
      { moderators: true },
      { kind: 'reviewRequested', message: 'Please review model 7.' },
    );
    await notifier.notify({ userIds: [] }, { kind: 'tipReceived', message: 'nobody' });

    const rows = await knex('notifications').select('user_id', 'kind', 'message', 'created_at').orderBy('id');
    expect(rows.map((row) => [row.user_id, row.kind, row.message])).toEqual([
      [3, 'tipReceived', 'bob tipped you 10 Buzz.'],
      [4, 'tipReceived', 'bob tipped you 10 Buzz.'],
      [1, 'reviewRequested', 'Please review model 7.'],
    ]);
    expect(rows.map((row) => new Date(row.created_at).getTime())).toEqual([
      NOW.getTime(),
      NOW.getTime(),
      NOW.getTime(),
    ]);
  });
});
