import {
  type Accounts,
  type Config,
  createContainer,
  disposeContainer,
  loadConfig,
  resolve,
  TOKENS,
  useCaseResolver,
} from '@atelier/adapters';
import type { Clock, UnitOfWork } from '@atelier/domain';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../hub.js';
import type { Account } from './global-setup.js';
import { runCli } from './run-cli.js';
import type { TestDatabase, TestHub } from './test-hub.js';

export type { Account } from './global-setup.js';

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
  accounts: Accounts;
  useCase: ReturnType<typeof useCaseResolver>;
  uow: UnitOfWork;
  clock: Clock;
  knex: Db;
};

/**
 * Registers hooks giving the test file a hub of its own on `database`: seeded with the small preset (or only
 * migrated with `seed: false`), plus a moderator (`mod`) and a plain user (`someone`). The global setup prepared
 * that hub once per run through the CLI itself (`atelier seed`/`db migrate`, `atelier user create`); each file
 * gets its own copy, so what one file changes no other sees. Dropped afterwards.
 */
export const useSeededHub = (database: TestDatabase, options: { seed?: boolean } = {}): (() => SeededHub) => {
  let seeded: SeededHub | undefined;
  beforeAll(async () => {
    const template = inject('hubTemplates')[database.name]?.[options.seed === false ? 'migrated' : 'seeded'];
    if (template === undefined) throw new Error(`the global setup prepared no ${database.name} hub`);
    const hub = await database.copy(template);
    seeded = {
      ...hub,
      moderator: template.moderator,
      user: template.user,
      cli: (args, options = {}) => runCli(args, { ...options, env: { ...hub.env, ...options.env } }),
      async inProcess(work) {
        const config = loadConfig(hub.env);
        const container = await createContainer(config);
        try {
          return await work({
            config,
            accounts: resolve(container, TOKENS.accounts),
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
