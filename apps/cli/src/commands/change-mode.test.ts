import { GetModel, GetModelAuditLog, type User } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { type SeededHub, useSeededHub } from '../testing/seeded-hub.js';
import { databases } from '../testing/test-hub.js';

/** What `model.getById` answers an anonymous visitor about model 5, as the server would compute it. */
const modelPage = (hub: SeededHub) =>
  hub.inProcess(async ({ useCase }) => {
    const page = await useCase(GetModel).execute(null, { id: 5 });
    if (!page.ok || page.value.view !== 'model')
      throw new Error(`model 5 has no page: ${JSON.stringify(page)}`);
    return { mode: page.value.model.mode, notices: page.value.notices.map((notice) => notice.kind) };
  });

describe.each(databases)('atelier change-mode on $name', (database) => {
  const hub = useSeededHub(database);

  it('archives model 5 as the named moderator: the model page changes and the audit log names them', async () => {
    const before = await modelPage(hub());
    expect(before.mode).toBeNull();
    expect(before.notices).not.toContain('archived');

    const run = await hub().cli([
      'change-mode',
      '--model',
      '5',
      '--mode',
      'Archived',
      '--as',
      'mod',
      '--json',
    ]);

    expect(run.code).toBe(0);
    expect(run.json()).toEqual({
      ok: true,
      model: { id: 5, mode: 'Archived', previousMode: null },
      actedAs: { id: hub().moderator.id, username: 'mod' },
    });
    const after = await modelPage(hub());
    expect(after.mode).toBe('Archived');
    expect(after.notices).toContain('archived');

    const audit = await hub().cli(['audit', '--model', '5', '--as', 'mod', '--json']);
    expect(audit.code).toBe(0);
    expect((audit.json() as unknown as { entries: unknown[] }).entries[0]).toMatchObject({
      action: 'model.changeMode',
      actorId: hub().moderator.id,
      actor: { id: hub().moderator.id, username: 'mod' },
      modelId: 5,
      details: { from: null, to: 'Archived' },
    });
    const stored = await hub().inProcess(async ({ useCase, uow }) => {
      const moderator = (await uow.read((r) => r.users.ofUsername('mod'))) as User;
      return useCase(GetModelAuditLog).execute(moderator, { id: 5 });
    });
    expect(stored.ok && stored.value.filter((entry) => entry.action === 'model.changeMode')).toEqual([
      expect.objectContaining({ actorId: hub().moderator.id, details: { from: null, to: 'Archived' } }),
    ]);
  });

  it('brings the model back with --mode none, acting as ATELIER_MODERATOR when --as is not given', async () => {
    const run = await hub().cli(['change-mode', '--model', '5', '--mode', 'none', '--json'], {
      env: { ATELIER_MODERATOR: 'mod' },
    });

    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ ok: true, model: { id: 5, mode: null, previousMode: 'Archived' } });
    expect((await modelPage(hub())).mode).toBeNull();
  });

  it('refuses a user who is not a moderator with exit code 4, and changes nothing', async () => {
    const run = await hub().cli([
      'change-mode',
      '--model',
      '5',
      '--mode',
      'TakenDown',
      '--as',
      'someone',
      '--json',
    ]);

    expect(run.code).toBe(4);
    expect(run.json()).toEqual({
      ok: false,
      error: {
        code: 'CLI.NOT_A_MODERATOR',
        message: expect.stringContaining('"someone" is not a moderator'),
      },
    });
    expect((await modelPage(hub())).mode).toBeNull();
  });

  it('says who is missing: an unknown --as user is exit code 3, no moderator at all is a usage error', async () => {
    const unknown = await hub().cli(['change-mode', '--model', '5', '--mode', 'Archived', '--as', 'nobody']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('There is no user named "nobody"');

    const anonymous = await hub().cli(['change-mode', '--model', '5', '--mode', 'Archived', '--json']);
    expect(anonymous.code).toBe(2);
    expect(anonymous.json()).toMatchObject({ ok: false, error: { code: 'CLI.MODERATOR_REQUIRED' } });
    expect((await modelPage(hub())).mode).toBeNull();
  });

  it('answers a model that does not exist with exit code 3', async () => {
    const run = await hub().cli([
      'change-mode',
      '--model',
      '99999',
      '--mode',
      'Archived',
      '--as',
      'mod',
      '--json',
    ]);

    expect(run.code).toBe(3);
    expect(run.json()).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'No results found' } });
  });
});
