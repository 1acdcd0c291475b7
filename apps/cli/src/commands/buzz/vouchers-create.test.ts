import { RedeemVoucher } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

describe.each(databases)('atelier buzz vouchers create on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });

  it('prints new codes that each redeem once for the amount, and stores none of them', async () => {
    const run = await hub().cli(['buzz', 'vouchers', 'create', '--amount', '300', '--count', '3', '--json']);

    expect(run.code, run.stderr).toBe(0);
    const printed = run.json() as { ok: boolean; amount: number; codes: string[]; actedAs: unknown };
    expect(printed).toMatchObject({ ok: true, amount: 300 });
    expect(printed.codes).toHaveLength(3);
    expect(new Set(printed.codes).size).toBe(3);
    for (const code of printed.codes) expect(code).toMatch(CODE);

    const stored = await hub().inProcess(({ knex }) => knex('buzz_vouchers').select('*'));
    expect(stored).toHaveLength(3);
    for (const code of printed.codes) expect(JSON.stringify(stored)).not.toContain(code);

    const redeemed = await hub().inProcess(async ({ useCase, uow }) => {
      const redeem = async (id: number) =>
        useCase(RedeemVoucher).execute(await uow.read((r) => r.users.ofId(id)), {
          code: printed.codes[0] ?? '',
        });
      return { first: await redeem(hub().user.id), again: await redeem(hub().moderator.id) };
    });
    expect(redeemed.first).toMatchObject({ ok: true, value: { amount: 300, replayed: false } });
    expect(redeemed.again).toMatchObject({ ok: false, error: { code: 'BUZZ.VOUCHER_USED' } });
  });

  it('prints one code per line for people; one code when --count is left out', async () => {
    const run = await hub().cli(['buzz', 'vouchers', 'create', '--amount', '50']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^1 voucher worth 50 Buzz each/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(CODE)]);
  });

  it('refuses a bad amount or count with a usage error (exit 2) and issues nothing', async () => {
    const before = await hub().inProcess(({ knex }) => knex('buzz_vouchers').count({ n: '*' }).first());
    for (const args of [
      ['--amount', '0'],
      ['--amount', '2.5'],
      ['--amount', '10', '--count', '0'],
      ['--amount', '10', '--count', '1001'],
    ]) {
      const run = await hub().cli(['buzz', 'vouchers', 'create', ...args, '--json']);
      expect(run.code).toBe(2);
      expect(run.json()).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^BUZZ\./) } });
    }
    const missing = await hub().cli(['buzz', 'vouchers', 'create', '--json']);
    expect(missing.code).toBe(2);
    expect(await hub().inProcess(({ knex }) => knex('buzz_vouchers').count({ n: '*' }).first())).toEqual(
      before,
    );
  });
});
