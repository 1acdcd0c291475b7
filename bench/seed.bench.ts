/**
 * Demo-data load time on SQLite and PostgreSQL: migrations plus `seed(knex, { preset })`, timed per phase.
 * Writes its preset's section of docs/benchmarks.md.
 *
 *   ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench seed --preset large
 *   options: --preset small|large  --db sqlite|pg|both
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PRESET_NAMES, PRESETS, type PresetName, type SeedPhase, seed } from '@atelier/adapters';
import {
  type BenchDatabase,
  chosenDatabases,
  optionValue,
  pgServerUrl,
  postgresDatabase,
  sqliteDatabase,
} from './lib/databases.js';
import { machineLine, today } from './lib/machine.js';
import { table, writeSection } from './lib/report.js';

const argv = process.argv.slice(2);
const presetName = optionValue(argv, '--preset', 'small') as PresetName;
if (!PRESET_NAMES.includes(presetName)) throw new Error(`--preset must be one of ${PRESET_NAMES.join(', ')}`);
const preset = PRESETS[presetName];

const megabytes = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function directorySize(root: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files += 1;
  }
  return { files, bytes };
}

async function measure(db: BenchDatabase) {
  const phaseStarted = new Map<SeedPhase, number>();
  const phaseSeconds = new Map<SeedPhase, number>();
  let lastLine = 0;
  const started = performance.now();
  const report = await seed(db.knex, {
    preset: presetName,
    dataDir: db.dataDir,
    onProgress: ({ phase, done, total }) => {
      const now = performance.now();
      if (!phaseStarted.has(phase)) phaseStarted.set(phase, now);
      if (done === total) phaseSeconds.set(phase, (now - (phaseStarted.get(phase) as number)) / 1000);
      if (now - lastLine > 5000 || done === total) {
        lastLine = now;
        console.log(`  ${db.name} ${phase} ${done}/${total} (${((now - started) / 1000).toFixed(0)} s)`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    report,
    seconds,
    phaseSeconds,
    size: await db.sizeBytes(),
    files: await directorySize(path.join(db.dataDir, 'files')),
  };
}

const rows: (string | number)[][] = [];
for (const choice of chosenDatabases(argv)) {
  const db =
    choice === 'sqlite'
      ? await sqliteDatabase('seed')
      : await postgresDatabase(pgServerUrl() as string, 'seed');
  try {
    console.log(`${db.name}: seeding the ${presetName} preset…`);
    const { report, seconds, phaseSeconds, size, files } = await measure(db);
    console.log(`${db.name}: ${seconds.toFixed(1)} s`);
    const phase = (name: SeedPhase) => (phaseSeconds.get(name) ?? 0).toFixed(1);
    rows.push([
      db.name,
      `**${seconds.toFixed(1)}**`,
      phase('users'),
      phase('models'),
      phase('social'),
      phase('buzz'),
      report.models.toLocaleString('en'),
      report.versions.toLocaleString('en'),
      report.images.toLocaleString('en'),
      report.reviews.toLocaleString('en'),
      report.transfers.toLocaleString('en'),
      megabytes(size),
      `${files.files} (${megabytes(files.bytes)})`,
    ]);
  } finally {
    await db.drop();
  }
}

await writeSection(
  `seed-${presetName}`,
  `## Demo data: loading the \`${presetName}\` preset

Measured ${today()}. ${machineLine()}

Wall time of \`seed(knex, { preset: '${presetName}' })\` on a fresh database (migrations, the real files written under
the data directory, bulk inserts of ${preset.batchRows.toLocaleString('en')} rows per transaction, then every Buzz grant
through the ledger), and the seconds spent in each phase. The bulk inserts are a prepared single-row INSERT per row on
SQLite and \`COPY … FROM STDIN\` on PostgreSQL; foreign keys, checks and indexes stay in force during the load
(\`packages/adapters/src/seed/bulk-insert.ts\`).${
    preset.files === 'shared'
      ? ' In this preset the rows share a small pool of real files on disk (model files and images), so the files column stays small.'
      : ''
  }

${table(['Database', 'Total s', 'Users s', 'Models s', 'Social s', 'Buzz s', 'Models', 'Versions', 'Images', 'Reviews', 'Ledger transfers', 'Database size', 'Files on disk'], rows)}

Command (from the repository root):

\`\`\`sh
ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench seed${argv.length > 0 ? ` ${argv.join(' ')}` : ''}
\`\`\`
`,
);
console.log(`Wrote the seed-${presetName} section of docs/benchmarks.md`);
