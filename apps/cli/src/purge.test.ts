import { describe, expect, it } from 'vitest';
import { useSeededHub } from './testing/seeded-hub.js';
import { databases } from './testing/test-hub.js';

const MODEL = 5;
const DAY = 86_400_000;

describe.each(databases)('atelier purge and escrow release on $name', (database) => {
  const hub = useSeededHub(database);

  const run = async (...args: string[]) => {
    const result = await hub().cli([...args, '--json']);
    if (result.code !== 0)
      throw new Error(`atelier ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
    return result.json();
  };

  it('lists with --dry-run, then removes what was soft-deleted before the retention window', async () => {
    expect(await run('delete', '--model', `${MODEL}`, '--as', 'mod')).toMatchObject({ model: { id: MODEL } });
    expect(await run('purge', '--dry-run')).toMatchObject({ dryRun: true, retentionDays: 30, purged: [] });

    // Forty days later, as far as the soft delete is concerned.
    await hub().inProcess(({ knex }) =>
      knex('models')
        .where('id', MODEL)
        .update({ deleted_at: new Date(Date.now() - 40 * DAY) }),
    );
    const dry = await run('purge', '--dry-run');
    expect(dry).toMatchObject({ dryRun: true, filesRemoved: 0 });
    expect((dry.purged as { kind: string; id: number }[]).map((item) => [item.kind, item.id])).toContainEqual(
      ['model', MODEL],
    );

    const done = await run('purge');
    expect(done).toMatchObject({ dryRun: false });
    expect(await hub().inProcess(({ knex }) => knex('models').where('id', MODEL).first())).toBeUndefined();
    expect(await run('purge')).toMatchObject({ purged: [], filesRemoved: 0 });
  });

  it('releases due escrow, and refuses a window it cannot use', async () => {
    expect(await run('escrow', 'release')).toMatchObject({
      released: expect.any(Number),
      buzz: expect.any(Number),
    });
    const bad = await hub().cli(['purge', '--older-than-days', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--older-than-days must be a whole number of days from 1');
  });
});
