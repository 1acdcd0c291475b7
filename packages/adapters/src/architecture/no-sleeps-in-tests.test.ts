import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests wait on explicit signals (an event, a promise the code under test resolves, a barrier the test holds, a
 * condition polled with `expect.poll`/`vi.waitFor`), never on a guessed delay: a sleep is either too short on a busy
 * machine (a flaky test) or too long everywhere (a slow one). This lists every timer used as a delay in test code.
 */

const ROOT = join(import.meta.dirname, '../../../..');
const SCANNED = ['packages', 'apps'];

/** Delays kept on purpose, each with its reason. Key: the file's path from the repository root. */
const ALLOWED: Record<string, string> = {
  'packages/adapters/src/storage/knex/testing/databases.ts':
    'backs off while PostgreSQL refuses CREATE DATABASE because its template is in use (55006): no event to wait on',
  'apps/cli/src/testing/test-hub.ts':
    'backs off while PostgreSQL refuses CREATE DATABASE because its template is in use (55006): no event to wait on',
  'packages/adapters/src/scanning/testing/test-clamd.ts':
    'a started clamd answers PING only once its signatures are loaded, and says so nowhere else: the test polls it',
  'packages/adapters/src/architecture/no-sleeps-in-tests.test.ts': 'the examples this test checks it detects',
  'packages/react-kit/src/components/GallerySection/GallerySection.stories.tsx':
    'the story imitates a slow next page for people trying it by hand; its play test does not wait on it',
};

/** Test code: test and story files, and the helpers under a `testing/` or `e2e/` folder. */
const isTestCode = (path: string) =>
  /\.(test|spec|stories)\.tsx?$/.test(path) || /(^|\/)(testing|e2e)\//.test(path);

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'coverage',
  'storybook-static',
]);

const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && isTestCode(path) ? [path] : [];
  });

/** A timer used as a delay: `setTimeout(…)`, a `sleep(…)`/`delay(…)` helper, or Playwright's `waitForTimeout`. */
const DELAY =
  /\bsetTimeout\s*\(|\bsleep\s*\(|\bdelay\s*\(|\bwaitForTimeout\s*\(|from ['"](node:)?timers\/promises['"]/;

/** The lines of `source` that delay, with their line numbers; comments are ignored. */
const delaysIn = (source: string): string[] =>
  source
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, ''), number: index + 1 }))
    .filter(({ line }) => DELAY.test(line) && !/^\s*\*/.test(line))
    .map(({ line, number }) => `${number}: ${line.trim()}`);

describe('test code', () => {
  const scanned = SCANNED.flatMap(files).map((path) => relative(ROOT, join(ROOT, path)));

  it('finds the timers it is looking for', () => {
    expect(delaysIn('await new Promise((resolve) => setTimeout(resolve, 300));')).toHaveLength(1);
    expect(delaysIn('await sleep(100);')).toHaveLength(1);
    expect(delaysIn("import { setTimeout } from 'node:timers/promises';")).toHaveLength(1);
    expect(delaysIn('await page.waitForTimeout(500);')).toHaveLength(1);
    expect(delaysIn('// no setTimeout( here\nawait listenerClosed;')).toEqual([]);
    expect(scanned.length).toBeGreaterThan(100);
  });

  it('never sleeps: tests wait on events, promises and barriers (apart from the allow-list)', () => {
    const sleeping = Object.fromEntries(
      scanned
        .filter((path) => !(path in ALLOWED))
        .map((path) => [path, delaysIn(readFileSync(join(ROOT, path), 'utf8'))] as const)
        .filter(([, lines]) => lines.length > 0),
    );
    expect(sleeping).toEqual({});
  });

  it('keeps the allow-list to files that still delay', () => {
    const stale = Object.keys(ALLOWED).filter(
      (path) => !scanned.includes(path) || delaysIn(readFileSync(join(ROOT, path), 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
