import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.js';

const COMMANDS = [
  'worker',
  'jobs',
  'change-mode',
  'rescan',
  'restore',
  'delete',
  'unpublish-violation',
  'lock',
  'unlock',
  'lock-comments',
  'unlock-comments',
  'toggle-cannot-promote',
  'bust-cache',
  'audit',
  'db',
  'seed',
  'user',
  'apikey',
  'buzz',
  'backup',
  'pages',
  'flags',
];

describe('atelier --help', () => {
  it('lists every command, the exit codes and where configuration comes from', async () => {
    const run = await runCli(['--help']);

    expect(run.code).toBe(0);
    const listed = [...run.stdout.matchAll(/^ {2}([a-z-]+)(?: \[options\]| {2,}| \[command\])/gm)].map(
      (m) => m[1],
    );
    expect(listed).toEqual(expect.arrayContaining(COMMANDS));
    expect(run.stdout).toContain('Exit codes:');
    expect(run.stdout).toMatch(/4 {2}forbidden/);
    expect(run.stdout).toContain('DATABASE_URL');
  });

  it('shows each command with its options and examples, groups with their subcommands', async () => {
    const changeMode = await runCli(['change-mode', '--help']);
    expect(changeMode.code).toBe(0);
    expect(changeMode.stdout).toContain('--mode <mode>');
    expect(changeMode.stdout).toContain('choices: "Archived", "TakenDown",');
    expect(changeMode.stdout).toContain('--as <username>');
    expect(changeMode.stdout).toContain('--json');
    expect(changeMode.stdout).toContain('$ atelier change-mode --model 5 --mode Archived');

    const user = await runCli(['user', '--help']);
    expect(user.code).toBe(0);
    for (const sub of ['create', 'promote', 'mute'])
      expect(user.stdout).toMatch(new RegExp(`^ {2}${sub}\\b`, 'm'));
  });
});

describe('atelier --json', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-cli-json-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints one parseable { ok: true } object for a command that worked, and nothing else on stdout', async () => {
    const run = await runCli(['db', 'migrate', '--json'], { env: { ATELIER_DATA_DIR: dataDir } });

    expect(run.code).toBe(0);
    const answer = run.json();
    expect(answer).toMatchObject({ ok: true, database: 'sqlite' });
    expect(answer.applied).toEqual(expect.arrayContaining([expect.stringMatching(/^\d{14}_users$/)]));
  });

  it('reports usage mistakes as { ok: false, error } with exit code 2, whether commander or zod caught them', async () => {
    const env = { ATELIER_DATA_DIR: dataDir };
    const unknownOption = await runCli(['lock', '--model', '5', '--frobnicate', '--json'], { env });
    const badId = await runCli(['lock', '--model', 'five', '--as', 'mod', '--json'], { env });
    const unknownCommand = await runCli(['--json', 'frobnicate'], { env });

    for (const run of [unknownOption, badId, unknownCommand]) {
      expect(run.code).toBe(2);
      expect(run.json()).toEqual({ ok: false, error: { code: 'CLI.USAGE', message: expect.any(String) } });
    }
    expect(badId.json()).toMatchObject({ error: { message: expect.stringContaining('--model') } });
  });

  it('reports invalid configuration as exit code 2 without touching any database', async () => {
    const run = await runCli(['db', 'migrate', '--json'], {
      env: { DATABASE_URL: 'mysql://somewhere/atelier' },
    });

    expect(run.code).toBe(2);
    expect(run.json()).toMatchObject({
      ok: false,
      error: { code: 'CONFIG.INVALID', message: expect.stringContaining('DATABASE_URL') },
    });
  });

  it('tells to migrate first when the database has no schema', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'atelier-cli-empty-'));
    try {
      const run = await runCli(['user', 'mute', '--username', 'someone', '--json'], {
        env: { ATELIER_DATA_DIR: empty },
      });

      expect(run.code).toBe(1);
      expect(run.json()).toMatchObject({
        ok: false,
        error: { code: 'DATABASE.NOT_MIGRATED', message: expect.stringContaining('atelier db migrate') },
      });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
