// `pnpm test`: every check and suite, one after another, with what they share made once (docs/testing.md).
// Plain JavaScript, so it runs before anything is built. Stops at the first step that fails, with its exit code,
// and prints how long each step took.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The pnpm running this script (`npx pnpm@… test` puts none on PATH), or the one on PATH. */
const pnpm = (args) =>
  process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : ['pnpm', args];

const STEPS = [
  ['domain build', ['--filter', '@atelier/domain', 'build']],
  ['lint', ['lint']],
  ['type check', ['typecheck']],
  ['layer rules', ['depcruise']],
  // Each package's suite: domain, kit, adapters, CLI, then the web app's unit tests and browser journeys.
  ['package suites', ['-r', '--workspace-concurrency=1', 'test']],
  ['domain use cases over SQLite and PostgreSQL', ['--filter', '@atelier/adapters', 'test:domain']],
];

// Every seed of the run (about ten: the seed and server tests, the CLI's hubs, the journeys' hubs, the statement
// count) draws the same pictures: the first draws them, the rest copy them (packages/adapters/src/seed/picture-cache.ts).
const pictures = mkdtempSync(path.join(tmpdir(), 'atelier-test-pictures-'));
const env = { ...process.env, ATELIER_SEED_PICTURE_CACHE: pictures };

const run = (args) =>
  new Promise((resolve) => {
    const [command, commandArgs] = pnpm(args);
    const child = spawn(command, commandArgs, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const took = [];
let status = 0;
try {
  for (const [name, args] of STEPS) {
    const started = Date.now();
    status = await run(args);
    took.push(
      `${name}: ${Math.round((Date.now() - started) / 1000)} s${status === 0 ? '' : ` (failed: ${status})`}`,
    );
    if (status !== 0) break;
  }
} finally {
  rmSync(pictures, { recursive: true, force: true });
}
console.log(`\nSteps:\n${took.map((line) => `  ${line}`).join('\n')}`);
process.exit(status);
