import {
  type Config,
  createContainer,
  disposeContainer,
  loadConfig,
  resolve,
  TOKENS,
  useCaseResolver,
} from '@atelier/adapters';
import type { Clock, UnitOfWork } from '@atelier/domain';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../hub.js';
import { runCli } from './run-cli.js';
import type { TestDatabase, TestHub } from './test-hub.js';

export type Account = { id: number; username: string };

export type SeededHub = TestHub & {
  /** A moderator and a plain user created through `atelier user create`. */
  moderator: Account;
  user: Account;
  /** `atelier …` against this hub. */
  cli(args: string[], options?: { env?: Record<string, string>; input?: string }): ReturnType<typeof runCli>;
  /** The hub's own container, in this process, to see what the server would see. */
  inProcess<T>(work: (hub: InProcessHub) => Promise<T>): Promise<T>;
};

export type InProcessHub = {
  config: Config;
  useCase: ReturnType<typeof useCaseResolver>;
  uow: UnitOfWork;
  clock: Clock;
  knex: Db;
};

const PASSWORD = 'a long enough passphrase';

const createAccount = async (hub: TestHub, username: string, roles: string[]): Promise<Account> => {
  const run = await runCli(
    ['user', 'create', '--username', username, '--password-stdin', ...roles, '--json'],
    {
      env: hub.env,
      input: `${PASSWORD}\n`,
    },
  );
  if (run.code !== 0)
    throw new Error(`user create ${username} failed (${run.code}): ${run.stdout}${run.stderr}`);
  const { user } = run.json() as unknown as { user: Account };
  return user;
};

const cliOrThrow = async (hub: TestHub, args: string[]): Promise<void> => {
  const run = await runCli(args, { env: hub.env });
  if (run.code !== 0)
    throw new Error(`atelier ${args.join(' ')} failed (${run.code}): ${run.stdout}${run.stderr}`);
};

/**
 * Registers hooks giving the test file a hub of its own on `database`, prepared through the CLI itself: seeded with
 * the small preset (or only migrated with `seed: false`), plus a moderator (`mod`) and a plain user (`someone`).
 * Dropped afterwards.
 */
export const useSeededHub = (database: TestDatabase, options: { seed?: boolean } = {}): (() => SeededHub) => {
  let seeded: SeededHub | undefined;
  beforeAll(async () => {
    const hub = await database.create();
    await cliOrThrow(
      hub,
      options.seed === false ? ['db', 'migrate', '--json'] : ['seed', '--preset', 'small', '--json'],
    );
    const moderator = await createAccount(hub, 'mod', ['--moderator']);
    const user = await createAccount(hub, 'someone', []);
    seeded = {
      ...hub,
      moderator,
      user,
      cli: (args, options = {}) => runCli(args, { ...options, env: { ...hub.env, ...options.env } }),
      async inProcess(work) {
        const config = loadConfig(hub.env);
        const container = await createContainer(config);
        try {
          return await work({
            config,
            useCase: useCaseResolver(container),
            uow: resolve(container, TOKENS.uow),
            clock: resolve(container, TOKENS.clock),
            knex: resolve(container, TOKENS.knex),
          });
        } finally {
          await disposeContainer(container);
        }
      },
    };
  });
  afterAll(async () => {
    await seeded?.drop();
  });
  return () => {
    if (seeded === undefined) throw new Error(`the ${database.name} hub is not ready`);
    return seeded;
  };
};
