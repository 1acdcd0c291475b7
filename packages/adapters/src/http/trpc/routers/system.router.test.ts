import { aUser } from '@atelier/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clamdAvailable, startTestClamd, type TestClamd } from '../../../scanning/testing/test-clamd.js';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

// The answer depends on clamd, not on the database: SQLite is enough.
const [sqlite] = databases.filter((database) => database.name === 'sqlite');
if (sqlite === undefined) throw new Error('SQLite is always a test database');

describe('system.getScanStatus without ATELIER_CLAMD', () => {
  const server = useTestServer(sqlite);

  it('tells a moderator that virus scanning is off, and why', async () => {
    const { api, signedIn } = server();
    const moderator = await signedIn(aUser().moderator());
    expect(expectOk(await api.query('system.getScanStatus', undefined, moderator.auth))).toEqual({
      state: 'off',
      reason: 'ATELIER_CLAMD is not set',
    });
  });

  it('is for moderators only', async () => {
    const { api, signedIn } = server();
    const user = await signedIn();
    expectFailure(await api.query('system.getScanStatus', undefined, user.auth), 403, 'AUTH.FORBIDDEN');
    expectFailure(await api.query('system.getScanStatus'), 401, 'AUTH.SIGN_IN_REQUIRED');
  });
});

const available = clamdAvailable();
describe.skipIf(!available)(
  `system.getScanStatus with a running clamd${available ? '' : ' (skipped: no /usr/sbin/clamd)'}`,
  () => {
    let clamd: TestClamd | undefined;
    // Registered before the server's hooks, so the daemon is up when the server reads its address.
    beforeAll(async () => {
      clamd = await startTestClamd();
    });
    afterAll(() => clamd?.stop());
    const server = useTestServer(sqlite, { clamd: () => clamd?.socket ?? '' });

    it('says it is on, with the daemon version; off again once clamd stops', async () => {
      const { api, signedIn } = server();
      const moderator = await signedIn(aUser().moderator());
      expect(expectOk(await api.query('system.getScanStatus', undefined, moderator.auth))).toMatchObject({
        state: 'on',
        version: expect.stringMatching(/^ClamAV /),
      });
      await clamd?.stop();
      expect(expectOk(await api.query('system.getScanStatus', undefined, moderator.auth))).toMatchObject({
        state: 'off',
        reason: expect.stringMatching(/^clamd at .* is not reachable/),
      });
    });
  },
);
