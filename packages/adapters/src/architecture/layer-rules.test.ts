import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules in .dependency-cruiser.cjs catch what they claim: each leak is planted as a temporary file in the
 * real folders and must be named by its rule when depcruise runs with the real config. See docs/architecture.md.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const PLANTED = '__planted_';
const configuration = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  options: { exclude: { path: string[] } };
};

type Violation = { from: string; to: string; rule: { name: string } };

/** Runs depcruise with the real config on the given paths (and what they import) and returns its violations. */
const cruise = (paths: string[], extraArgs: string[] = []): Violation[] => {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...extraArgs, ...paths],
    { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
};

const leaks = [
  {
    leak: 'domain source imports its own test kit',
    folder: 'packages/domain/src',
    source: "import * as kit from './testing/index.js';\nexport const leak = kit;\n",
    rule: 'test-kits-only-in-tests',
  },
  {
    leak: 'the domain imports a Node built-in',
    folder: 'packages/domain/src',
    source: "import { readFileSync } from 'node:fs';\nexport const leak = readFileSync;\n",
    rule: 'domain-has-no-node-built-ins',
  },
  {
    leak: 'adapters source imports @atelier/domain/testing',
    folder: 'packages/adapters/src',
    source: "import * as kit from '@atelier/domain/testing';\nexport const leak = kit;\n",
    rule: 'test-kits-only-in-tests',
  },
  {
    leak: 'the web app reaches into the adapters by a relative path',
    folder: 'apps/web/app',
    source:
      "import * as knex from '../../../packages/adapters/src/storage/knex/index.js';\nexport const leak = knex;\n",
    rule: 'web-uses-the-adapters-entry-only',
  },
  {
    leak: 'the React app imports a value from the adapters',
    folder: 'apps/web/app',
    source: "import { appRouter } from '@atelier/adapters';\nexport const leak = appRouter;\n",
    rule: 'web-client-imports-only-types-from-adapters',
  },
  {
    leak: 'http/ imports storage/knex',
    folder: 'packages/adapters/src/http',
    source: "import * as knex from '../storage/knex/index.js';\nexport const leak = knex;\n",
    rule: 'http-goes-through-use-cases',
  },
  {
    leak: 'the CLI imports the web app',
    folder: 'apps/cli/src',
    source: "import routes from '../../web/app/routes.js';\nexport const leak = routes;\n",
    rule: 'apps-are-independent',
  },
  {
    leak: 'the adapters reach into the domain by a relative path',
    folder: 'packages/adapters/src',
    source: "import * as domain from '../../domain/src/index.js';\nexport const leak = domain;\n",
    rule: 'packages-by-name-only',
  },
  {
    leak: 'the kit imports a package it does not declare',
    folder: 'packages/react-kit/src',
    source: "import { createTRPCClient } from '@trpc/client';\nexport const leak = createTRPCClient;\n",
    rule: 'not-to-undeclared',
  },
  {
    leak: 'an import of a missing file',
    folder: 'packages/domain/src',
    source: "import { nothing } from './no-such-module.js';\nexport const leak = nothing;\n",
    rule: 'not-to-unresolvable',
  },
  {
    leak: 'a module nothing imports and that imports nothing',
    folder: 'packages/domain/src',
    source: 'export const orphan = 1;\n',
    rule: 'no-orphans',
  },
];

const allowed = [
  {
    use: 'the React app imports a type from the adapters',
    folder: 'apps/web/app',
    source: "import type { AppRouter } from '@atelier/adapters';\nexport type Ok = AppRouter;\n",
  },
  {
    use: 'the web server builds the app with the adapters',
    folder: 'apps/web/server',
    source: "import { appRouter } from '@atelier/adapters';\nexport const ok = appRouter;\n",
  },
  {
    use: "the adapters' test kit imports @atelier/domain/testing",
    folder: 'packages/adapters/src/http/testing',
    source: "import * as kit from '@atelier/domain/testing';\nexport const ok = kit;\n",
  },
];

/**
 * Plants every file at once, runs depcruise on them alone (and what they import directly: --max-depth 1), deletes
 * them, and returns the rules each file breaks, in planting order.
 */
const rulesBrokenBy = (plants: { folder: string; source: string }[]): string[][] => {
  // Unique per run, so parallel runs never collide.
  const stem = `${PLANTED}${process.pid}_${randomBytes(4).toString('hex')}`;
  const planted = plants.map(({ folder, source }, index) => ({
    file: `${folder}/${stem}_${index}.ts`,
    source,
  }));
  try {
    for (const { file, source } of planted) writeFileSync(path.join(root, file), source);
    const violations = cruise(
      planted.map(({ file }) => file),
      ['--max-depth', '1'],
    );
    return planted.map(({ file }) => violations.filter((v) => v.from === file).map((v) => v.rule.name));
  } finally {
    for (const { file } of planted) rmSync(path.join(root, file), { force: true });
  }
};

describe('layer rules', () => {
  let broken: string[][] = [];
  beforeAll(() => {
    broken = rulesBrokenBy([...leaks, ...allowed]);
  }, 60_000);

  it.each(leaks.map((leak, index) => ({ ...leak, index })))('fail when $leak ($rule)', ({ rule, index }) => {
    expect(broken[index]).toContain(rule);
  });

  it.each(allowed.map((use, index) => ({ ...use, index: leaks.length + index })))(
    'allow $use',
    ({ index }) => {
      expect(broken[index]).toEqual([]);
    },
  );

  it('pass on the real tree', { timeout: 120_000 }, () => {
    // Another run's planted files are not part of the tree, and neither is what the configuration leaves out (an
    // `--exclude` replaces the configuration's own).
    const excluded = [...configuration.options.exclude.path, PLANTED].join('|');
    const violations = cruise(['packages', 'apps', 'bench'], ['--exclude', excluded]);
    expect(violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)).toEqual([]);
  });
});
