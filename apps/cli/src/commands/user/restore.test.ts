import { DeleteAccount, type User } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)('atelier user restore and apikey create --scope on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });

  const stored = () => hub().inProcess(({ uow }) => uow.read((r) => r.users.ofUsername('someone')));
  const deleteSomeone = (daysAgo = 0) =>
    hub().inProcess(async ({ uow, useCase }) => {
      const user = (await uow.read((r) => r.users.ofUsername('someone'))) as User;
      await useCase(DeleteAccount).execute(user);
      const deleted = (await uow.read((r) => r.users.ofId(user.id))) as User;
      const deletedAt = new Date((deleted.deletedAt as Date).getTime() - daysAgo * DAY);
      await uow.run(async (r) => {
        await r.users.save({ ...deleted, deletedAt });
        return { ok: true as const, value: null };
      });
    });

  it('restores a deleted account: it shows again and its Buzz moves again', async () => {
    await deleteSomeone();
    const frozen = await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '5', '--json']);
    expect(frozen.code).not.toBe(0);

    const run = await hub().cli(['user', 'restore', 'someone', '--json']);

    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ ok: true, user: { username: 'someone' } });
    expect(await stored()).toMatchObject({ deletedAt: null });
    const granted = await hub().cli(['buzz', 'grant', '--username', 'someone', '--amount', '5', '--json']);
    expect(granted.code).toBe(0);
  });

  it('refuses an account that is not deleted (5), an unknown one (3), and one past the window (5)', async () => {
    const live = await hub().cli(['user', 'restore', 'someone', '--json']);
    expect(live.code).toBe(5);
    expect(live.json()).toMatchObject({ ok: false, error: { code: 'ACCOUNT.NOT_DELETED' } });
    const unknown = await hub().cli(['user', 'restore', 'nobody-here', '--json']);
    expect(unknown.code).toBe(3);

    await deleteSomeone(2);
    const late = await hub().cli(['user', 'restore', 'someone', '--json'], {
      env: { ATELIER_ACCOUNT_RETENTION_DAYS: '1' },
    });
    expect(late.code).toBe(5);
    expect(late.json()).toMatchObject({
      ok: false,
      error: {
        code: 'ACCOUNT.RESTORE_WINDOW_OVER',
        message: 'This account was deleted more than 1 day ago and can no longer be restored.',
      },
    });
    expect(await stored()).toMatchObject({ deletedAt: expect.any(Date) });
    // The default window (30 days) still covers it.
    expect((await hub().cli(['user', 'restore', 'someone', '--json'])).code).toBe(0);
  });

  it('creates API keys with the scope asked for, write when none is', async () => {
    const read = await hub().cli(['apikey', 'create', '--username', 'mod', '--scope', 'read', '--json']);
    expect(read.code).toBe(0);
    const { apiKey } = read.json() as unknown as { apiKey: { key: string; scope: string } };
    expect(apiKey.scope).toBe('read');
    expect(await hub().inProcess(({ accounts }) => accounts.callerOfApiKey(apiKey.key))).toMatchObject({
      ok: true,
      value: { scope: 'read', user: { username: 'mod' } },
    });
    const plain = await hub().cli(['apikey', 'create', '--username', 'mod', '--json']);
    expect(plain.json()).toMatchObject({ apiKey: { scope: 'write' } });
    const bad = await hub().cli(['apikey', 'create', '--username', 'mod', '--scope', 'admin', '--json']);
    expect(bad.code).toBe(2);
  });
});
