import type { ExpectedFailure } from '@atelier/domain';

/** Failures raised by the CLI itself, before or around a use case; stable codes like the domain catalogue's. */
export const cliErrors = {
  usage: (message: string) => ({ code: 'CLI.USAGE' as const, message }),
  invalidConfig: (message: string) => ({ code: 'CONFIG.INVALID' as const, message }),
  moderatorRequired: {
    code: 'CLI.MODERATOR_REQUIRED',
    message: 'Say which moderator is acting: pass --as <username> or set ATELIER_MODERATOR.',
  },
  unknownUser: (username: string) => ({
    code: 'USER.NOT_FOUND' as const,
    message: `There is no user named "${username}".`,
  }),
  notAModerator: (username: string) => ({
    code: 'CLI.NOT_A_MODERATOR' as const,
    message: `"${username}" is not a moderator; moderation commands act as a moderator (promote one with \`atelier user promote\`).`,
  }),
  actorBanned: (username: string) => ({
    code: 'AUTH.BANNED' as const,
    message: `"${username}" is banned and cannot act.`,
  }),
  passwordMissing: {
    code: 'CLI.PASSWORD_REQUIRED',
    message: 'Give the password with --password-stdin (recommended) or --password <password>.',
  },
  outputExists: (file: string) => ({
    code: 'BACKUP.OUTPUT_EXISTS' as const,
    message: `${file} already exists; choose another --out or pass --force to replace it.`,
  }),
  pgDumpMissing: {
    code: 'BACKUP.PG_DUMP_MISSING',
    message:
      'Backing up PostgreSQL needs pg_dump on the PATH (Debian: apt-get install postgresql-client, matching the server major version).',
  },
  pgDumpFailed: (detail: string) => ({
    code: 'BACKUP.PG_DUMP_FAILED' as const,
    message: `pg_dump failed: ${detail}`,
  }),
  seedRefused: (message: string) => ({ code: 'SEED.REFUSED' as const, message }),
  notMigrated: (table: string) => ({
    code: 'DATABASE.NOT_MIGRATED' as const,
    message: `The database has no Atelier schema yet (table ${table} is missing). Run \`atelier db migrate\` first.`,
  }),
  jobNotFound: (id: number) => ({ code: 'JOB.NOT_FOUND' as const, message: `There is no job ${id}.` }),
  jobNotFailed: (id: number, state: string) => ({
    code: 'JOB.NOT_FAILED' as const,
    message: `Job ${id} is ${state}, not failed; only failed jobs are retried by hand.`,
  }),
  editorFailed: (editor: string, detail: string) => ({
    code: 'CLI.EDITOR_FAILED' as const,
    message: `The editor "${editor}" ${detail}; set EDITOR to one that works, or pass --from FILE.`,
  }),
  jobAlreadyWaiting: (id: number) => ({
    code: 'JOB.ALREADY_WAITING' as const,
    message: `An identical job is already waiting; it does what job ${id} would.`,
  }),
} as const satisfies Record<string, ExpectedFailure | ((...args: never[]) => ExpectedFailure)>;

/** An expected failure on its way to the one error handler: a domain Result's error, or one of `cliErrors`. */
export class Refusal extends Error {
  /** `hint`: a line for people on what to do about it (never part of the JSON answer). */
  constructor(
    readonly error: ExpectedFailure,
    readonly hint: string | null = null,
  ) {
    super(error.message);
    this.name = 'Refusal';
  }
}

/** The value of an ok Result, or the failure thrown as a Refusal for `handleError`. */
export const unwrap = <T>(
  result: { ok: true; value: T } | { ok: false; error: ExpectedFailure },
  hints: Partial<Record<string, string>> = {},
): T => {
  if (!result.ok) throw new Refusal(result.error, hints[result.error.code] ?? null);
  return result.value;
};
