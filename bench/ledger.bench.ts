/**
 * Buzz ledger throughput: spends per second with 50 concurrent callers, on SQLite and PostgreSQL, through the
 * real path (KnexUnitOfWork → KnexLedger.transfer), followed by an anomaly check. Writes docs/benchmarks.md.
 *
 *   ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench ledger
 *   options: --db sqlite|pg|both  --spends 20000  --concurrency 50
 */
import { performance } from 'node:perf_hooks';
import { KnexUnitOfWork, migrateToLatest } from '@atelier/adapters';
import type { Transfer } from '@atelier/domain';
import type { Knex } from 'knex';
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
const SPENDS = Number(optionValue(argv, '--spends', '20000'));
const CONCURRENCY = Number(optionValue(argv, '--concurrency', '50'));
const SPENDERS = 200;
const CREATORS = 20;
/** The contention round: every caller spends from one account that can pay for exactly this many. */
const AFFORDABLE = 10;

type Outcome = { ok: number; insufficient: number; busy: number; otherErrors: string[]; latencies: number[] };

const clock = { now: () => new Date() };

async function addUsers(knex: Knex, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    username: `bench_${i + 1}`,
    created_at: new Date(),
    file_preferences: '{}',
    creator_card_stats_preferences: '[]',
    links: '[]',
  }));
  for (let start = 0; start < rows.length; start += 100)
    await knex('users').insert(rows.slice(start, start + 100));
  if ((knex.client as { config: { client: string } }).config.client === 'pg') {
    await knex.raw(`SELECT setval(pg_get_serial_sequence('users', 'id'), ${count})`);
  }
}

const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: string }).code ?? '';
  return code.startsWith('SQLITE_BUSY') || code === '40001' || code === '40P01';
};

/** Runs `transfers` with `concurrency` callers pulling from one queue. */
async function run(
  uow: KnexUnitOfWork,
  transfers: Transfer[],
  concurrency: number,
): Promise<Outcome & { seconds: number }> {
  const outcome: Outcome = { ok: 0, insufficient: 0, busy: 0, otherErrors: [], latencies: [] };
  let next = 0;
  const worker = async () => {
    while (next < transfers.length) {
      const transfer = transfers[next++] as Transfer;
      const started = performance.now();
      try {
        const result = await uow.run((r) => r.ledger.transfer(transfer));
        if (result.ok) outcome.ok += 1;
        else if (result.error.code === 'BUZZ.INSUFFICIENT_FUNDS') outcome.insufficient += 1;
        else outcome.otherErrors.push(result.error.code);
      } catch (error) {
        if (isBusy(error)) outcome.busy += 1;
        else outcome.otherErrors.push(String((error as Error).message ?? error).slice(0, 120));
      }
      outcome.latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...outcome, seconds: (performance.now() - started) / 1000 };
}

/** The invariants: no negative balance, every balance equals its ledger sum, and nothing minted or lost. */
async function anomalies(knex: Knex, expectedTotal: number): Promise<string[]> {
  const found: string[] = [];
  const accounts = await knex('buzz_accounts').select('user_id', 'balance');
  const sums = await knex.raw(`
    SELECT user_id, SUM(delta) AS sum FROM (
      SELECT to_user_id AS user_id, amount AS delta FROM buzz_ledger_entries WHERE to_user_id IS NOT NULL
      UNION ALL
      SELECT from_user_id AS user_id, -amount AS delta FROM buzz_ledger_entries WHERE from_user_id IS NOT NULL
    ) moves GROUP BY user_id`);
  const sumByUser = new Map<number, number>(
    ((sums.rows ?? sums) as { user_id: number; sum: number | string }[]).map((r) => [
      Number(r.user_id),
      Number(r.sum),
    ]),
  );
  let total = 0;
  for (const account of accounts) {
    const balance = Number(account.balance);
    total += balance;
    if (balance < 0) found.push(`user ${account.user_id} has a negative balance ${balance}`);
    if (balance !== (sumByUser.get(Number(account.user_id)) ?? 0))
      found.push(`user ${account.user_id}: balance ${balance} ≠ ledger sum`);
  }
  if (total !== expectedTotal) found.push(`total Buzz ${total} ≠ minted ${expectedTotal}`);
  return found;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function benchmark(db: BenchDatabase) {
  await migrateToLatest(db.knex);
  await addUsers(db.knex, SPENDERS + CREATORS + 1);
  const uow = new KnexUnitOfWork(db.knex, clock);
  const mint = (userId: number, amount: number): Transfer => ({
    idempotencyKey: `mint:${userId}`,
    kind: 'mint',
    fromUserId: null,
    toUserId: userId,
    amount,
    reference: null,
  });
  const perSpender = Math.ceil(SPENDS / SPENDERS) * 10;
  await run(
    uow,
    Array.from({ length: SPENDERS }, (_, i) => mint(i + 1, perSpender)),
    1,
  );

  // Spread round: each spend is a 10-Buzz tip from a spender to a creator, with its own idempotency key.
  const spends: Transfer[] = Array.from({ length: SPENDS }, (_, i) => ({
    idempotencyKey: `spend:${i}`,
    kind: 'tip',
    fromUserId: (i % SPENDERS) + 1,
    toUserId: SPENDERS + 1 + (i % CREATORS),
    amount: 10,
    reference: 'bench',
  }));
  const spread = await run(uow, spends, CONCURRENCY);

  // Contention round: CONCURRENCY callers at once on one account holding enough for AFFORDABLE spends.
  const hot = SPENDERS + CREATORS + 1;
  await run(uow, [mint(hot, AFFORDABLE * 10)], 1);
  const contended = await run(
    uow,
    Array.from({ length: CONCURRENCY }, (_, i) => ({
      idempotencyKey: `hot:${i}`,
      kind: 'tip' as const,
      fromUserId: hot,
      toUserId: SPENDERS + 1,
      amount: 10,
      reference: 'bench',
    })),
    CONCURRENCY,
  );
  const minted = SPENDERS * perSpender + AFFORDABLE * 10;
  const found = await anomalies(db.knex, minted);
  if (contended.ok !== AFFORDABLE)
    found.push(`contention round: ${contended.ok} spends succeeded, expected ${AFFORDABLE}`);
  if (spread.ok !== SPENDS) found.push(`spread round: ${spread.ok} of ${SPENDS} spends succeeded`);
  for (const round of [spread, contended]) {
    if (round.busy > 0) found.push(`${round.busy} busy errors`);
    found.push(...round.otherErrors.slice(0, 5));
  }
  return { spread, contended, found };
}

const rows: (string | number)[][] = [];
const notes: string[] = [];
let failed = false;
for (const choice of chosenDatabases(argv)) {
  const db =
    choice === 'sqlite'
      ? await sqliteDatabase('ledger')
      : await postgresDatabase(pgServerUrl() as string, 'ledger');
  try {
    console.log(`${db.name}: ${SPENDS} spends, ${CONCURRENCY} concurrent…`);
    const { spread, contended, found } = await benchmark(db);
    const perSecond = Math.round(spread.ok / spread.seconds);
    console.log(
      `${db.name}: ${perSecond} spends/s, p50 ${percentile(spread.latencies, 50).toFixed(1)} ms, anomalies: ${found.length}`,
    );
    for (const anomaly of found) console.log(`  anomaly: ${anomaly}`);
    failed ||= found.length > 0;
    rows.push([
      db.name,
      SPENDS,
      CONCURRENCY,
      spread.seconds.toFixed(2),
      `**${perSecond}**`,
      percentile(spread.latencies, 50).toFixed(1),
      percentile(spread.latencies, 95).toFixed(1),
      `${contended.ok} ok / ${contended.insufficient} insufficient`,
      spread.busy + contended.busy,
      found.length === 0 ? 'none' : found.length,
    ]);
    notes.push(...found.map((anomaly) => `- ${db.name}: ${anomaly}`));
  } finally {
    await db.drop();
  }
}

await writeSection(
  'ledger',
  `## Buzz ledger: spends per second at ${CONCURRENCY} concurrent

Measured ${today()}. ${machineLine()}

Each spend is a 10-Buzz tip (\`KnexUnitOfWork.run\` → \`KnexLedger.transfer\`: the conditional debit first, then the
credit and the entry under its idempotency key), spread over ${SPENDERS} funded spenders and ${CREATORS} recipients,
with ${CONCURRENCY} callers pulling from one queue. Then a contention round: ${CONCURRENCY} callers at once on one
account that can pay for exactly ${AFFORDABLE}. Afterwards the check: no negative balance, every balance equal to its
ledger sum, total Buzz equal to what was minted, no busy errors.

${table(['Database', 'Spends', 'Concurrent', 'Seconds', 'Spends/s', 'p50 ms', 'p95 ms', `Contention (${CONCURRENCY} callers)`, 'Busy errors', 'Anomalies'], rows)}
${notes.length > 0 ? `\n${notes.join('\n')}\n` : ''}
SQLite runs with one pooled connection (see docs/storage.md), so its callers queue inside the process: the figure is
one writer's rate, and busy errors cannot occur. PostgreSQL runs with the default pool (up to 10 connections) on the
same machine as the benchmark.

Command (from the repository root):

\`\`\`sh
ATELIER_TEST_PG_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @atelier/bench ledger${argv.length > 0 ? ` ${argv.join(' ')}` : ''}
\`\`\`
`,
);
console.log('Wrote the ledger section of docs/benchmarks.md');
if (failed) process.exitCode = 1;
