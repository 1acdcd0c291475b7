import type { TestProject } from 'vitest/node';
import { type BuiltCli, buildCli } from './build-cli.js';
import { type CliOptions, spawnCli } from './run-cli.js';
import { databases, type HubTemplate, type TestDatabase, type TestHub } from './test-hub.js';

export type Account = { id: number; username: string };

/** A hub prepared through the CLI once per run, which each test file copies. */
export type PreparedHub = HubTemplate & {
  /** A moderator and a plain user created through `atelier user create`. */
  moderator: Account;
  user: Account;
};

/** `seeded`: the small preset; `migrated`: the schema only. Both with the two accounts. */
export type HubKind = 'seeded' | 'migrated';
export type HubTemplates = Partial<Record<TestDatabase['name'], Record<HubKind, PreparedHub>>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `atelier` bin built for this run. */
    cliBin: string;
    hubTemplates: HubTemplates;
  }
}

const PASSWORD = 'a long enough passphrase';

const cliOrThrow = async (bin: string, hub: TestHub, args: string[], options: CliOptions = {}) => {
  const run = await spawnCli(bin, args, { ...options, env: hub.env });
  if (run.code !== 0)
    throw new Error(`atelier ${args.join(' ')} failed (${run.code}): ${run.stdout}${run.stderr}`);
  return run;
};

const createAccount = async (bin: string, hub: TestHub, username: string, roles: string[]) => {
  const run = await cliOrThrow(
    bin,
    hub,
    ['user', 'create', '--username', username, '--password-stdin', ...roles, '--json'],
    { input: `${PASSWORD}\n` },
  );
  return (run.json() as unknown as { user: Account }).user;
};

/** Prepares a hub through the CLI itself, as an operator would: seed (or migrate), then a moderator and a user. */
const prepare = async (bin: string, database: TestDatabase, kind: HubKind) => {
  const hub = await database.create();
  try {
    await cliOrThrow(
      bin,
      hub,
      kind === 'seeded' ? ['seed', '--preset', 'small', '--json'] : ['db', 'migrate', '--json'],
    );
    const moderator = await createAccount(bin, hub, 'mod', ['--moderator']);
    const user = await createAccount(bin, hub, 'someone', []);
    const prepared: PreparedHub = {
      dataDir: hub.dataDir,
      databaseName: hub.databaseName,
      moderator,
      user,
    };
    return { prepared, drop: hub.drop };
  } catch (error) {
    await hub.drop();
    throw error;
  }
};

/**
 * Once per run: builds the `atelier` bin (tests spawn `node <bin>`, ~0.5 s a start instead of 3–5 s through tsx),
 * then seeds one small-preset hub and migrates one empty hub per database through that bin. Each test file copies
 * the hub it needs (a directory copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead of seeding its
 * own. Everything is removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const built: BuiltCli = await buildCli();
  const drops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all(drops.map((drop) => drop()));
    await built.remove();
  };
  const kinds = ['seeded', 'migrated'] as const;
  // Settle every preparation before deciding, so a failure never tears down under one still running.
  const results = await Promise.allSettled(
    databases.flatMap((database) =>
      kinds.map(async (kind) => {
        const hub = await prepare(built.bin, database, kind);
        drops.push(hub.drop);
        return { database: database.name, kind, prepared: hub.prepared };
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  const templates: HubTemplates = {};
  for (const result of results) {
    if (result.status !== 'fulfilled') continue;
    const { database, kind, prepared } = result.value;
    templates[database] = { ...templates[database], [kind]: prepared } as Record<HubKind, PreparedHub>;
  }
  project.provide('cliBin', built.bin);
  project.provide('hubTemplates', templates);
  console.info(
    `[cli] built the bin and prepared hubs on ${databases.map((d) => d.name).join(' and ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return teardown;
}
