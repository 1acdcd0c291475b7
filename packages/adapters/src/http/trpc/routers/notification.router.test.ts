import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

type Page = {
  items: { id: number; kind: string; message: string; readAt: string | null }[];
  page: number;
  totalPages: number;
  unreadCount: number;
};
type Setting = { kind: string; enabled: boolean };

describe.each(databases)('notification.* and the notification settings on $name', (database) => {
  const server = useTestServer(database);

  it('a tip lands in the recipient’s inbox unread, then marks read; the kind turned off writes nothing', async () => {
    const { api, world, signedIn } = server();
    const tipper = await signedIn();
    const creator = await signedIn();
    await world.given.buzz(tipper.user, 100);
    const tip = (idempotencyKey: string) =>
      api.mutation(
        'buzz.tip',
        {
          toUserId: creator.user.id,
          amount: 10,
          entityType: 'user',
          entityId: creator.user.id,
          idempotencyKey,
        },
        tipper.auth,
      );
    expectOk(await tip('tip-key-0001'));

    expect(expectOk(await api.query('notification.getUnreadCount', undefined, creator.auth))).toEqual({
      count: 1,
    });
    const page = expectOk(await api.query('notification.getAll', {}, creator.auth)) as Page;
    expect(page).toMatchObject({ page: 1, totalPages: 1, unreadCount: 1 });
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'tipReceived',
        message: `${tipper.user.username} tipped you 10 Buzz.`,
        readAt: null,
      }),
    ]);
    const [first] = page.items;
    // Someone else cannot mark it; its recipient can.
    expect(expectOk(await api.mutation('notification.markRead', { ids: [first?.id] }, tipper.auth))).toEqual({
      marked: 0,
      unreadCount: 0,
    });
    expect(expectOk(await api.mutation('notification.markRead', { ids: [first?.id] }, creator.auth))).toEqual(
      {
        marked: 1,
        unreadCount: 0,
      },
    );

    const settings = expectOk(
      await api.mutation(
        'user.updateNotificationSettings',
        { kind: 'tipReceived', enabled: false },
        creator.auth,
      ),
    ) as Setting[];
    expect(settings.find((setting) => setting.kind === 'tipReceived')).toMatchObject({ enabled: false });
    expectOk(await tip('tip-key-0002'));
    expect(expectOk(await api.query('notification.getUnreadCount', undefined, creator.auth))).toEqual({
      count: 0,
    });
    const again = expectOk(
      await api.query('user.getNotificationSettings', undefined, creator.auth),
    ) as Setting[];
    expect(again.filter((setting) => !setting.enabled).map((setting) => setting.kind)).toEqual([
      'tipReceived',
    ]);
  });

  it('markAllRead empties the count; anonymous callers must sign in; unknown kinds are refused', async () => {
    const { api, world, signedIn } = server();
    const tipper = await signedIn();
    const creator = await signedIn();
    await world.given.buzz(tipper.user, 100);
    for (const key of ['tip-key-0003', 'tip-key-0004']) {
      expectOk(
        await api.mutation(
          'buzz.tip',
          {
            toUserId: creator.user.id,
            amount: 10,
            entityType: 'user',
            entityId: creator.user.id,
            idempotencyKey: key,
          },
          tipper.auth,
        ),
      );
    }
    expect(expectOk(await api.mutation('notification.markAllRead', undefined, creator.auth))).toEqual({
      marked: 2,
      unreadCount: 0,
    });
    const page = expectOk(await api.query('notification.getAll', { page: 1 }, creator.auth)) as Page;
    expect(page.items.every((item) => item.readAt !== null)).toBe(true);

    expectFailure(await api.query('notification.getAll', {}), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectFailure(
      await api.mutation('user.updateNotificationSettings', { kind: 'gossip', enabled: false }, creator.auth),
      400,
      'INVALID_INPUT',
    );
  });
});
