// `pnpm typecheck`: every workspace project with a `typecheck` script, checked by TypeScript 7 (the root's
// `typescript-7` alias), two at a time. TypeScript 7 is the native compiler: on a 2-core machine it checked the six
// projects in 33 s one after another, where TypeScript 6 took 115 s two at a time (docs/testing.md). The packages
// keep TypeScript 6 for their builds and tools (React Router's dev tools peer on it, TOOLCHAIN.md), and their own
// `typecheck` scripts still run it. Plain JavaScript, so it runs before anything is built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Its package exports no `bin/tsc`: found beside its package.json.
const tsc = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

/** The workspace's folders (pnpm-workspace.yaml: `packages/*`, `apps/*`, `bench`) whose package has `typecheck`. */
const projects = ['packages', 'apps']
  .flatMap((parent) => {
    const folder = path.join(root, parent);
    return existsSync(folder)
      ? readdirSync(folder)
          .sort()
          .map((name) => path.join(parent, name))
      : [];
  })
  .concat(['bench'])
  .filter((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
  });

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
