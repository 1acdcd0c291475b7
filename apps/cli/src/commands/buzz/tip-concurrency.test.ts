import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnex } from '@atelier/adapters';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { useSeededHub } from '../../testing/seeded-hub.js';
import { databases } from '../../testing/test-hub.js';

/**
 * Issue #4 §6, storage test (a) again from the outside: one sender with 100 Buzz, 50 simultaneous tips of 10 —
 * 25 through `buzz.tip` over real HTTP to a real server process, 25 through `atelier buzz tip` processes — all
 * against one database. Exactly 10 may succeed; the other 40 must hear "insufficient funds" (never a busy or
 * deadlock error), and the ledger must agree with the balance. Which side wins the 10 is up to the machine (on a
 * 2-core box the CLI processes, already at the database, usually do); the test prints the split.
 */

const CLI_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADAPTERS_ROOT = path.resolve(CLI_ROOT, '../../packages/adapters');

const TIPS_PER_SIDE = 25;
const TIP = 10;
const START_BALANCE = 100;

const isHubSetting = (key: string): boolean =>
  key === 'DATABASE_URL' || key === 'PORT' || key.startsWith('ATELIER_');
const cleanEnv = (env: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !isHubSetting(key))),
  ...env,
});

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * The bin the global setup built (it starts in a fraction of tsx's time, which matters with 25 processes on a
 * small machine), as an operator runs it (`node dist/index.js …`); reports its pid as it starts.
 */
const runBin = (
  args: string[],
  env: Record<string, string>,
  onSpawn: (pid: number) => void = () => {},
): Promise<CliResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [inject('cliBin'), ...args], {
      cwd: CLI_ROOT,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid !== undefined) onSpawn(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

/** The server's own entry point (`main.ts`), in a process of its own, on `port`; resolves once it says it listens. */
const startServer = async (env: Record<string, string>, port: number) => {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/http/main.ts'],
    {
      cwd: ADAPTERS_ROOT,
      env: cleanEnv({ ...env, PORT: String(port), LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  // The server logs "Atelier is listening" once seeded and bound: the signal to start, instead of polling /readyz.
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (!stdout.includes('"msg":"Atelier is listening"')) return;
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the server exited (${code}) before listening: ${stderr}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * The barrier that makes both sides race: a transaction that writes the sender's account and stays open, so every
 * tip (whose debit must write that row first) waits on it until `release`.
 */
const holdSenderAccount = async (knex: Knex, userId: number): Promise<{ release(): Promise<void> }> => {
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = knex.transaction(async (trx) => {
    const touched = await trx('buzz_accounts')
      .where({ user_id: userId })
      .update({ balance: trx.raw('balance') });
    if (touched !== 1) throw new Error('the sender has no Buzz account to hold');
    held();
    await released;
  });
  await Promise.race([holding, transaction]);
  return {
    async release() {
      release();
      await transaction;
    },
  };
};

type HttpTip = { status: number; errorCode: string | null; message: string | null };

const tipOverHttp = async (url: string, apiKey: string, toUserId: number, key: string): Promise<HttpTip> => {
  const response = await fetch(`${url}/api/trpc/buzz.tip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      json: { toUserId, amount: TIP, entityType: 'user', entityId: toUserId, idempotencyKey: key },
    }),
  });
  const body = (await response.json()) as {
    error?: { json: { message: string; data: { errorCode: string } } };
  };
  return {
    status: response.status,
    errorCode: body.error?.json.data.errorCode ?? null,
    message: body.error?.json.message ?? null,
  };
};

describe.each(databases)('50 concurrent tips over HTTP and the CLI on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let apiKey = '';

  beforeAll(async () => {
    const grant = await runBin(
      ['buzz', 'grant', '--username', 'someone', '--amount', String(START_BALANCE), '--json'],
      hub().env,
    );
    expect(grant.code, grant.stderr).toBe(0);
    const key = await runBin(['apikey', 'create', '--username', 'someone', '--json'], hub().env);
    expect(key.code, key.stderr).toBe(0);
    apiKey = (JSON.parse(key.stdout) as { apiKey: { key: string } }).apiKey.key;
    server = await startServer(hub().env, await freePort());
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('lets exactly 10 through; the other 40 are told the sender lacks the Buzz', async () => {
    const { url } = server ?? { url: '' };
    const sender = hub().user;
    const recipient = hub().moderator;

    const cliKey = (i: number) => `concurrency-cli-${i}`;
    const pids: number[] = [];
    const sqliteFile = path.join(hub().dataDir, 'atelier.db');
    const knex =
      database.name === 'postgresql'
        ? createKnex({ client: 'pg', connectionString: hub().env.DATABASE_URL ?? '' })
        : createKnex({ client: 'sqlite', filename: sqliteFile });
    /** SQLite: a child holds the database file open; PostgreSQL: a backend more than before the CLI started. */
    const connections = async () => {
      const { rows } = (await knex.raw(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()',
      )) as { rows: { n: number }[] };
      return rows[0]?.n ?? 0;
    };
    const opensSqlite = async (pid: number) => {
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
      for (const fd of fds)
        if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === sqliteFile) return true;
      return false;
    };
    // No tip can be decided until the barrier is released, so both sides are still undecided when it is.
    const barrier = await holdSenderAccount(knex, sender.id);
    let released = false;
    let decidedBeforeRelease = 0;
    const countEarly = <T>(result: T): T => {
      if (!released) decidedBeforeRelease++;
      return result;
    };
    const baseline = database.name === 'postgresql' ? await connections() : 0;
    const cliAtDatabase = async () =>
      database.name === 'postgresql'
        ? (await connections()) > baseline
        : (await Promise.all(pids.map(opensSqlite))).some(Boolean);
    const cli = Array.from({ length: TIPS_PER_SIDE }, (_, i) =>
      runBin(
        [
          'buzz',
          'tip',
          '--from',
          sender.username,
          '--to',
          recipient.username,
          '--amount',
          String(TIP),
          '--idempotency-key',
          cliKey(i),
          '--json',
        ],
        hub().env,
        (pid) => pids.push(pid),
      ).then(countEarly),
    );
    // 25 CLI processes need seconds to start on a small machine, an HTTP call milliseconds: send the HTTP burst
    // once the first CLI process is at the database, then open the barrier, so both sides contend for the Buzz.
    await vi.waitFor(async () => expect(await cliAtDatabase()).toBe(true), { timeout: 120_000, interval: 5 });
    const http = Array.from({ length: TIPS_PER_SIDE }, (_, i) =>
      tipOverHttp(url, apiKey, recipient.id, `concurrency-http-${i}`).then(countEarly),
    );
    released = true;
    await barrier.release();
    const [httpResults, cliResults] = await Promise.all([Promise.all(http), Promise.all(cli)]).finally(() =>
      knex.destroy(),
    );
    expect(decidedBeforeRelease).toBe(0);

    // Every answer is one of the two a caller should ever see: success, or insufficient funds.
    const httpOutcomes = httpResults.map((r) =>
      r.status === 200 ? 'ok' : `${r.status} ${r.errorCode ?? 'no code'}`,
    );
    const cliOutcomes = cliResults.map((r) => {
      const parsed = JSON.parse(r.stdout.trim() || '{}') as { ok?: boolean; error?: { code?: string } };
      return r.code === 0 && parsed.ok === true
        ? 'ok'
        : `exit ${r.code} ${parsed.error?.code ?? r.stderr.trim()}`;
    });
    for (const outcome of httpOutcomes) expect(['ok', '402 BUZZ.INSUFFICIENT_FUNDS']).toContain(outcome);
    for (const outcome of cliOutcomes) expect(['ok', 'exit 5 BUZZ.INSUFFICIENT_FUNDS']).toContain(outcome);
    for (const refused of httpResults.filter((r) => r.status !== 200))
      expect(refused.message).toMatch(/^You don't have enough funds/);

    const succeeded = [...httpOutcomes, ...cliOutcomes].filter((outcome) => outcome === 'ok').length;
    expect(succeeded).toBe(START_BALANCE / TIP);
    expect(httpResults.length + cliResults.length - succeeded).toBe(40);

    const ledger = await hub().inProcess(({ uow }) =>
      uow.read(async (r) => ({
        senderBalance: await r.ledger.balanceOf(sender.id),
        recipientBalance: await r.ledger.balanceOf(recipient.id),
        senderEntries: await r.ledger.entriesOf(sender.id),
      })),
    );
    expect(ledger.senderBalance).toBe(0);
    expect(ledger.recipientBalance).toBe(START_BALANCE);
    // The balance is what the ledger says: credits minus debits of every entry touching the sender.
    const ledgerSum = ledger.senderEntries.reduce(
      (sum, entry) =>
        sum +
        (entry.toUserId === sender.id ? entry.amount : 0) -
        (entry.fromUserId === sender.id ? entry.amount : 0),
      0,
    );
    expect(ledgerSum).toBe(ledger.senderBalance);
    const tips = ledger.senderEntries.filter((entry) => entry.fromUserId === sender.id);
    expect(tips).toHaveLength(10);
    const bySide = { cli: 0, http: 0 };
    for (const tip of tips) bySide[tip.idempotencyKey.includes('cli') ? 'cli' : 'http']++;
    console.info(`${database.name}: successful tips by side`, bySide);
    expect(new Set(tips.map((entry) => entry.idempotencyKey)).size).toBe(10);
  });
});
