// `pnpm typecheck`: every workspace project with a `typecheck` script, checked by TypeScript 7 (the root's
// `typescript-7` alias), two at a time; `node scripts/typecheck.mjs <folder>…` checks those folders only, and each
// project's own `typecheck` script calls it so, so every check of the repository runs the same compiler.
// TypeScript 7 is the native compiler: on a 2-core machine it checked the six projects in 33 s one after another,
// where TypeScript 6 took 115 s two at a time (docs/testing.md). The packages keep TypeScript 6 for their builds and
// tools (React Router's dev tools peer on it, TOOLCHAIN.md). Plain JavaScript, so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Its package exports no `bin/tsc`: found beside its package.json.
const tsc = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

/** The pnpm running this script (`npx pnpm@… typecheck` puts none on PATH), or the one on PATH. */
const pnpm = (args) =>
  process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : ['pnpm', args];

/** The workspace's projects (as pnpm-workspace.yaml names them, asked of pnpm) whose package has `typecheck`. */
const workspaceProjects = () => {
  const [command, args] = pnpm(['ls', '--recursive', '--depth', '-1', '--json']);
  const listed = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    throw new Error(`\`pnpm ls\` failed (${listed.status}): the workspace's projects are unknown`);
  }
  return JSON.parse(listed.stdout)
    .map((project) => path.relative(root, project.path))
    .filter((folder) => folder !== '')
    .filter(
      (folder) =>
        JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts?.typecheck,
    )
    .sort();
};

const requested = process.argv.slice(2);
const projects =
  requested.length > 0
    ? requested.map((folder) => path.relative(root, path.resolve(folder)) || '.')
    : workspaceProjects();

const check = (folder) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', '.'], {
      cwd: path.join(root, folder),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // Each project's errors together, named, even when two ran at once.
      process.stdout.write(`${folder}: ${status === 0 ? 'no errors' : 'errors'} (${seconds} s)\n${output}`);
      resolve(status);
    });
  });

let failed = 0;
const queue = [...projects];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      if ((await check(folder)) !== 0) failed++;
    }
  }),
);
if (failed > 0) {
  console.error(`${failed} of ${projects.length} projects have type errors`);
  process.exit(1);
}
