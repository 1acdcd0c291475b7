import { DEFAULT_NOW } from '@atelier/domain/testing';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { databases } from '../storage/knex/testing/databases.js';
import { type Outcome, STATES, type State, sees, VIEWERS, type Viewer } from './role-matrix.cells.js';
import {
  type Context,
  DOWNLOAD_PATHS,
  type Fixture,
  INPUTS,
  MISSING_FIXTURE,
  OWN_VAULT_ITEM,
  type Viewers,
} from './role-matrix.inputs.js';
import { DOWNLOAD_ROUTES, ROLE_MATRIX } from './role-matrix.table.js';
import { roleMatrixWorld } from './testing/role-matrix-world.js';
import { useTestServer } from './testing/test-server.js';
import { PROCEDURE_NAMES, PROCEDURES } from './trpc/procedures.js';

const KIND = new Map(PROCEDURES.map((procedure) => [procedure.name, procedure.kind]));

type Answer = { status: number; body: string; errorCode: string | null };

const expected = (outcome: Outcome): { status: number; errorCode: string | null } => {
  switch (outcome) {
    case 'ok':
      return { status: 200, errorCode: null };
    case 'notFound':
      return { status: 404, errorCode: 'NOT_FOUND' };
    case 'signIn':
      return { status: 401, errorCode: 'AUTH.SIGN_IN_REQUIRED' };
    case 'forbidden':
      return { status: 403, errorCode: 'AUTH.FORBIDDEN' };
    case 'muted':
      return { status: 403, errorCode: 'USER.MUTED' };
    default: {
      const [status, errorCode] = outcome.split(' ');
      return { status: Number(status), errorCode: errorCode ?? null };
    }
  }
};

/** Whether a cell's call may change what the next cell sees: then it gets a fixture of its own. */
const changesState = (name: string, outcome: Outcome) =>
  outcome === 'ok' && (KIND.get(name) === 'mutation' || name.startsWith('GET /api/download'));

/**
 * On SQLite, the default database: who may call what is decided above the storage, in the procedures and use cases,
 * and the stores answer the same on PostgreSQL (the domain's use cases over both, `test:domain`, and the stores' own
 * tests). On both databases it was 157 s of test time in the adapters' 332 s run (docs/testing.md).
 */
const sqliteOnly = databases.filter((database) => database.name === 'sqlite');

describe.each(sqliteOnly)('the role matrix on $name', (database) => {
  const server = useTestServer(database);

  const call = async (name: string, input: unknown, viewer: Viewer, viewers: Viewers): Promise<Answer> => {
    const { url } = server();
    const headers: Record<string, string> = {};
    if (viewer !== 'anonymous') headers.authorization = `Bearer ${viewers[viewer].apiKey}`;
    let response: Response;
    if (name.startsWith('GET ')) {
      response = await fetch(`${url}${input as string}`, { headers });
      const body = response.status === 200 ? '' : await response.text();
      if (response.status === 200) await response.arrayBuffer().catch(() => undefined);
      return {
        status: response.status,
        body,
        errorCode: body ? ((JSON.parse(body) as { code?: string }).code ?? null) : null,
      };
    }
    const serialized = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
    response =
      KIND.get(name) === 'query'
        ? await fetch(
            `${url}/api/trpc/${name}${serialized ? `?input=${encodeURIComponent(serialized)}` : ''}`,
            { headers },
          )
        : await fetch(`${url}/api/trpc/${name}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: serialized ?? '{}',
          });
    const body = await response.text();
    const parsed = JSON.parse(body) as { error?: { json: { data: { errorCode: string } } } };
    return { status: response.status, body, errorCode: parsed.error?.json.data.errorCode ?? null };
  };

  const { setUp, fixture } = roleMatrixWorld(server);

  const inputOf = (name: string, fx: Fixture, viewer: Viewer, context: Context): unknown => {
    const route = DOWNLOAD_PATHS[name as (typeof DOWNLOAD_ROUTES)[number]];
    if (route !== undefined) return route(fx);
    const input = INPUTS[name];
    if (input === undefined) throw new Error(`no input for ${name}`);
    return input(fx, viewer, context);
  };

  /**
   * Cells about a model the viewer may not see: whatever the answer, it must be the one for a missing id. Except
   * what the spec shows on purpose (a deleted model's "removed" page) and the member's own vault item.
   */
  const hiddenFrom = (name: string, viewer: Viewer, state: State | 'none', outcome: Outcome) =>
    state !== 'none' &&
    !sees(viewer, state) &&
    name !== 'model.getById' &&
    !(viewer === 'member' && outcome === 'ok' && OWN_VAULT_ITEM.has(name));

  type Mismatch = { name: string; state: State | 'none'; viewer: Viewer; expected: string; got: string };

  /** Runs one cell; returns a mismatch, or null when the server answered as the table says. */
  const check = async (
    name: string,
    state: State | 'none',
    viewer: Viewer,
    outcome: Outcome,
    fx: Fixture,
    context: Context,
  ): Promise<Mismatch | null> => {
    const answer = await call(name, inputOf(name, fx, viewer, context), viewer, context.viewers);
    const want = expected(outcome);
    const got = { status: answer.status, errorCode: answer.errorCode };
    const describeAnswer = (a: { status: number; errorCode: string | null }) =>
      `${a.status}${a.errorCode ? ` ${a.errorCode}` : ''}`;
    if (got.status !== want.status || got.errorCode !== want.errorCode)
      return {
        name,
        state,
        viewer,
        expected: outcome,
        got: `${describeAnswer(got)} ${answer.body.slice(0, 160)}`,
      };
    if (hiddenFrom(name, viewer, state, outcome)) {
      // A hidden thing answers exactly like a missing one: same status, same bytes.
      const missing = await call(
        name,
        inputOf(name, MISSING_FIXTURE, viewer, context),
        viewer,
        context.viewers,
      );
      if (missing.status !== answer.status || missing.body !== answer.body)
        return {
          name,
          state,
          viewer,
          expected: 'the same answer as for a missing id',
          got: `hidden: ${answer.status} ${answer.body} / missing: ${missing.status} ${missing.body}`,
        };
    }
    return null;
  };

  const report = (mismatches: Mismatch[]) =>
    mismatches.map((m) => `${m.name} [${m.state}] as ${m.viewer}: expected ${m.expected}, got ${m.got}`);

  it('has exactly one row per procedure and download route', () => {
    expect(Object.keys(ROLE_MATRIX).sort()).toEqual([...PROCEDURE_NAMES, ...DOWNLOAD_ROUTES].sort());
    expect(Object.keys(INPUTS).sort()).toEqual([...PROCEDURE_NAMES].sort());
  });

  it.each(STATES)(
    'every procedure and download about a %s model answers each viewer as spec §6 says',
    async (state) => {
      const context = await setUp();
      const rows = Object.entries(ROLE_MATRIX).flatMap(([name, row]) =>
        row.about === 'model' ? [{ name, cells: row.cells(state) }] : [],
      );
      // Cells that cannot change anything share one fixture; cells that may each get their own.
      const shared = await fixture(state, context);
      const cells = rows.flatMap(({ name, cells }) =>
        VIEWERS.map((viewer) => ({ name, viewer, outcome: cells[viewer] })),
      );
      // vault.toggleModelVersion must find the version not yet in the member's vault, so it always gets its own.
      const isolated = cells.filter(
        (cell) => changesState(cell.name, cell.outcome) || cell.name === 'vault.toggleModelVersion',
      );
      const own = new Map<(typeof cells)[number], Fixture>();
      for (const cell of isolated)
        own.set(cell, await fixture(state, context, cell.name !== 'vault.toggleModelVersion'));
      const mismatches: Mismatch[] = [];
      // Read-only cells in parallel, batch by batch; cells with a fixture of their own likewise.
      const batches = (list: typeof cells, size: number) =>
        Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
          list.slice(i * size, i * size + size),
        );
      const readOnly = cells.filter((cell) => !own.has(cell));
      for (const batch of batches(readOnly, 16)) {
        const results = await Promise.all(
          batch.map((cell) => check(cell.name, state, cell.viewer, cell.outcome, shared, context)),
        );
        mismatches.push(...results.filter((r): r is Mismatch => r !== null));
      }
      for (const batch of batches(isolated, 8)) {
        const results = await Promise.all(
          batch.map((cell) =>
            check(cell.name, state, cell.viewer, cell.outcome, own.get(cell) ?? shared, context),
          ),
        );
        mismatches.push(...results.filter((r): r is Mismatch => r !== null));
      }
      expect(report(mismatches)).toEqual([]);
    },
    240_000,
  );

  /**
   * Calls every model row as each of `viewers` with the input built from `fx`, and reports each answer that differs,
   * by a single byte, from the same call built from `missing`. `skip` leaves out cells that see something on purpose.
   */
  const likeMissing = async (
    fx: Fixture,
    missingFx: Fixture,
    context: Context,
    viewers: readonly Viewer[],
    skip: (name: string, viewer: Viewer) => boolean,
  ): Promise<Mismatch[]> => {
    const names = Object.entries(ROLE_MATRIX).flatMap(([name, row]) => (row.about === 'model' ? [name] : []));
    const cells = names.flatMap((name) =>
      viewers.filter((viewer) => !skip(name, viewer)).map((viewer) => ({ name, viewer })),
    );
    const mismatches: Mismatch[] = [];
    for (let i = 0; i < cells.length; i += 16) {
      const results = await Promise.all(
        cells.slice(i, i + 16).map(async ({ name, viewer }): Promise<Mismatch | null> => {
          const hidden = await call(name, inputOf(name, fx, viewer, context), viewer, context.viewers);
          const missing = await call(
            name,
            inputOf(name, missingFx, viewer, context),
            viewer,
            context.viewers,
          );
          if (hidden.status === missing.status && hidden.body === missing.body) return null;
          return {
            name,
            state: 'published',
            viewer,
            expected: `the answer for a missing id: ${missing.status} ${missing.body.slice(0, 120)}`,
            got: `${hidden.status} ${hidden.body.slice(0, 160)}`,
          };
        }),
      );
      mismatches.push(...results.filter((r): r is Mismatch => r !== null));
    }
    return mismatches;
  };

  it.each([
    ['deleted', { deletedAt: DEFAULT_NOW }],
    ['banned', { banned: true }],
  ])(
    'every procedure and download about a published model of a %s author answers everyone but moderators like a missing id',
    async (_how, gone) => {
      const context = await setUp();
      const fx = await fixture('published', context);
      const { owner } = context.viewers;
      await server().world.repos.users.save({ ...owner.user, ...gone });
      // The author's own key is refused at sign-in (a deleted or banned account), so the author is not asked here.
      const viewers = VIEWERS.filter((viewer) => viewer !== 'moderator' && viewer !== 'owner');
      // The member's own vault item of the model stays theirs to see and to remove.
      const ownVaultItem = (name: string, viewer: Viewer) =>
        viewer === 'member' && (OWN_VAULT_ITEM.has(name) || name === 'vault.toggleModelVersion');
      expect(report(await likeMissing(fx, MISSING_FIXTURE, context, viewers, ownVaultItem))).toEqual([]);
    },
    240_000,
  );

  it('every procedure and download about a draft version answers non-owners like a missing id', async () => {
    const context = await setUp();
    const fx = await fixture('published', context);
    // Every version id names the complete draft v2; a draft must answer exactly like a version id naming nothing.
    const draft: Fixture = { ...fx, v1: fx.v2 };
    const missingVersion: Fixture = { ...fx, v1: MISSING_FIXTURE.v1, v2: MISSING_FIXTURE.v2 };
    // Only the calls that name a version: the others are about the (visible) model itself.
    const aboutVersion = (name: string, viewer: Viewer) =>
      JSON.stringify(inputOf(name, missingVersion, viewer, context)) ===
      JSON.stringify(inputOf(name, fx, viewer, context));
    const viewers = VIEWERS.filter((viewer) => viewer !== 'moderator' && viewer !== 'owner');
    expect(report(await likeMissing(draft, missingVersion, context, viewers, aboutVersion))).toEqual([]);
  }, 240_000);

  it('every procedure about no model answers each viewer as spec §6 says', async () => {
    const context = await setUp();
    const mismatches: Mismatch[] = [];
    for (const [name, row] of Object.entries(ROLE_MATRIX)) {
      if (row.about !== 'none') continue;
      // Viewers one after another: a member's vault change or a sign-out must not race another viewer's call.
      for (const viewer of VIEWERS) {
        const mismatch = await check(name, 'none', viewer, row.cells[viewer], MISSING_FIXTURE, context);
        if (mismatch) mismatches.push(mismatch);
      }
    }
    expect(report(mismatches)).toEqual([]);
  }, 120_000);
});
