import { type AuthError, ConfigError, SeedError } from '@atelier/adapters';
import type { ErrorCode, ExpectedFailure } from '@atelier/domain';
import { CommanderError } from 'commander';
import { cliErrors, Refusal } from './cli-errors.js';
import { EXIT, type ExitCode } from './exit-codes.js';

type Entry<T> = T extends ExpectedFailure
  ? T['code']
  : T extends (...args: never[]) => ExpectedFailure
    ? ReturnType<T>['code']
    : never;
type CliCode = Entry<(typeof cliErrors)[keyof typeof cliErrors]>;
/** Every code a command can end with: the domain's catalogue, accounts' and the CLI's own. */
export type KnownCode = ErrorCode | AuthError['code'] | CliCode;

const { usage, notFound, forbidden, conflict, unexpected } = EXIT;

/**
 * Every stable error code → exit code. Exhaustive, so a new catalogue entry fails the type check until it is
 * placed here. Rule of thumb (as in the HTTP edge's error-to-http): malformed input 2, a missing or hidden thing 3,
 * who-you-are 4, a refusal that depends on the current state of things (funds, names, keys, files) 5.
 */
const BY_CODE: Record<KnownCode, ExitCode> = {
  NOT_FOUND: notFound,
  INVALID_INPUT: usage,
  'SEARCH.INVALID_CURSOR': usage,
  'GALLERY.INVALID_CURSOR': usage,
  GENERIC: unexpected,
  'AUTH.SIGN_IN_REQUIRED': forbidden,
  'AUTH.FORBIDDEN': forbidden,
  'AUTH.INVALID_CREDENTIALS': forbidden,
  'AUTH.INVALID_API_KEY': forbidden,
  'AUTH.USERNAME_TAKEN': conflict,
  'AUTH.USERNAME_RESERVED': usage,
  'AUTH.WEAK_PASSWORD': usage,
  'AUTH.BANNED': forbidden,
  'AUTH.CSRF': forbidden,
  'AUTH.SCOPE': forbidden,
  'ACCOUNT.NOT_DELETED': conflict,
  'ACCOUNT.RESTORE_WINDOW_OVER': conflict,
  'AUTH.WRONG_PASSWORD': forbidden,
  'AUTH.RESET_LINK_INVALID': usage,
  'USER.MUTED': forbidden,
  'FEATURE.READ_ONLY': conflict,
  'FEATURE.OFF': forbidden,

  'BUZZ.INSUFFICIENT_FUNDS': conflict,
  'BUZZ.INVALID_AMOUNT': usage,
  'BUZZ.IDEMPOTENCY_KEY_REUSED': conflict,
  'BUZZ.VOUCHER_UNKNOWN': usage,
  'BUZZ.VOUCHER_USED': conflict,
  'BUZZ.VOUCHER_COUNT': usage,
  'BUZZ.DAILY_REWARD_OFF': conflict,
  'BUZZ.ACCOUNT_FROZEN': conflict,
  'SOCIAL.SELF_TIP': usage,
  'SOCIAL.SELF_FOLLOW': usage,
  'SOCIAL.SELF_CHAT': usage,
  'CHAT.MESSAGE_EMPTY': usage,
  'CHAT.MESSAGE_TOO_LONG': usage,
  'CHAT.MUTED': forbidden,
  'CHAT.USER_UNAVAILABLE': conflict,
  'CHAT.YOU_BLOCKED': conflict,
  'CHAT.BLOCKED': forbidden,
  'CHAT.SELF_BLOCK': usage,
  'COLLECTION.FOLLOW_FAILED': conflict,
  'COLLECTION.UNFOLLOW_FAILED': conflict,

  'DONATION.INVALID_AMOUNT': usage,
  'DONATION.OWN_GOAL': usage,
  'DONATION.GOAL_INACTIVE': conflict,

  'EARLY_ACCESS.UNAUTHORIZED': forbidden,
  'EARLY_ACCESS.NOT_ACTIVE': conflict,
  'EARLY_ACCESS.OFFER_UNAVAILABLE': conflict,
  'EARLY_ACCESS.ALREADY_OWNED': conflict,
  'EARLY_ACCESS.PURCHASE_REQUIRED': forbidden,

  'MEMBERSHIP.DOWNLOAD': forbidden,
  'MEMBERSHIP.REQUIRED': forbidden,
  'MEMBERSHIP.DISCUSSION': forbidden,
  'MEMBERSHIP.TIER_UNKNOWN': usage,
  'MEMBERSHIP.NO_EXPIRY': conflict,

  'VAULT.TOGGLE_FAILED': conflict,
  'VAULT.STORAGE_LIMIT': conflict,
  'VAULT.NOTES_FAILED': conflict,
  'VAULT.REMOVE_FAILED': conflict,

  'REVIEW.DOWNLOAD_REQUIRED': forbidden,
  'REVIEW.EARLY_ACCESS': forbidden,
  'REVIEW.ALREADY_EXISTS': conflict,

  SAVE_FAILED: conflict,
  'MODEL.INVALID_VERSION_ORDER': usage,
  'GALLERY.MAX_PINNED': conflict,
  'GALLERY.LEVEL_ZERO': usage,
  'GALLERY.PIN_NOT_OF_MODEL': usage,
  'GALLERY.IMAGE_NOT_OF_MODEL': usage,
  'GALLERY.UNKNOWN_TAG': usage,
  'GALLERY.UNKNOWN_USER': usage,

  'VERSION.LAST': conflict,
  'VERSION.NOT_DELETED': conflict,
  'PROMPT.DELETE_FAILED': conflict,
  'PROMPT.REQUIRED': usage,

  'PUBLISH.DATE_REQUIRED': usage,
  'PUBLISH.DATE_IN_PAST': usage,
  'PUBLISH.DATE_TOO_FAR': usage,
  'PUBLISH.NOT_READY': conflict,
  'PUBLISH.SCAN_PENDING': conflict,
  'PUBLISH.DANGEROUS_FILE': conflict,
  'UPLOAD.NOT_FOUND': notFound,
  'UPLOAD.INCOMPLETE': conflict,
  'UPLOAD.TYPE_MISMATCH': usage,
  'FILE.WRONG_FORMAT': usage,
  'IMAGE.NOT_AN_IMAGE': usage,
  'IMAGE.TOO_MANY_PIXELS': usage,
  'POST.TOO_MANY_IMAGES': conflict,
  'POST.NO_IMAGES': conflict,
  'POST.LAST_IMAGE': conflict,
  'POST.UNKNOWN_TAG': usage,
  'FILE.LAST_OF_PUBLISHED': conflict,
  'MODEL.ALREADY_PUBLIC': conflict,
  'MODEL.LOCKED': conflict,
  'MODEL.AVAILABILITY_FIXED': conflict,
  'EARLY_ACCESS.ONLY_SHORTER': conflict,
  'COMMENTS.LOCKED': conflict,
  'REVIEW_REQUEST.IN_PROGRESS': conflict,
  'REVIEW_REQUEST.NONE': conflict,
  'REPORT.CLOSED': conflict,
  'REPORT.NO_MODEL': conflict,
  'MODEL.CHANGE_MODE_FAILED': usage,
  'MODEL.ARCHIVED': conflict,
  'CATALOG.REMOVED': conflict,
  'FILE.DANGEROUS': forbidden,
  'DOWNLOAD.GENERATION_ONLY': forbidden,

  'UPLOAD.TOO_LARGE': usage,
  'UPLOAD.QUOTA_EXCEEDED': conflict,

  'SETTINGS.INVALID_LINK': usage,
  'SETTINGS.TOO_MANY_LINKS': usage,
  'SETTINGS.INVALID_BROWSING_LEVEL': usage,
  'SETTINGS.INVALID_FILE_PREFERENCE': usage,

  'EXPLORE.TOO_MANY_REQUESTS': conflict,
  'EXPLORE.TOO_MANY_ATTEMPTS': conflict,
  'EXPLORE.TIMED_OUT': unexpected,
  'EXPLORE.UNAVAILABLE': unexpected,
  'EXPLORE.VERSION_OFF': forbidden,
  'EXPLORE.PURCHASE_REQUIRED': forbidden,

  'CLI.USAGE': usage,
  'CONFIG.INVALID': usage,
  'CLI.MODERATOR_REQUIRED': usage,
  'USER.NOT_FOUND': notFound,
  'CLI.NOT_A_MODERATOR': forbidden,
  'CLI.PASSWORD_REQUIRED': usage,
  'BACKUP.OUTPUT_EXISTS': conflict,
  'BACKUP.PG_DUMP_MISSING': unexpected,
  'BACKUP.PG_DUMP_FAILED': unexpected,
  'SEED.REFUSED': conflict,
  'DATABASE.NOT_MIGRATED': unexpected,
  'JOB.NOT_FOUND': notFound,
  'JOB.NOT_FAILED': conflict,
  'JOB.ALREADY_WAITING': conflict,
  'CLI.EDITOR_FAILED': unexpected,
};

const isKnown = (code: string): code is KnownCode => Object.hasOwn(BY_CODE, code);

/** SQLite's and PostgreSQL's words for a table that is not there: the schema was never migrated. */
const MISSING_TABLE = /no such table: (\w+)|relation "(\w+)" does not exist/;

export type Failure = { exitCode: ExitCode; error: ExpectedFailure };

/** Commander's own refusals (unknown option, missing argument…) are usage errors; help and version are not errors. */
const commanderFailure = (error: CommanderError): Failure | null => {
  if (error.exitCode === 0) return null;
  const message = error.message.replace(/^error:\s*/, '');
  return { exitCode: EXIT.usage, error: cliErrors.usage(message) };
};

/** The one translation of anything a command throws into an exit code and a stable `{ code, message }`. */
export const describeError = (error: unknown): Failure | null => {
  if (error instanceof Refusal) {
    const code = error.error.code;
    return { exitCode: (isKnown(code) ? BY_CODE[code] : undefined) ?? EXIT.unexpected, error: error.error };
  }
  if (error instanceof CommanderError) return commanderFailure(error);
  if (error instanceof ConfigError) {
    return { exitCode: EXIT.usage, error: cliErrors.invalidConfig(error.message) };
  }
  if (error instanceof SeedError)
    return { exitCode: EXIT.conflict, error: cliErrors.seedRefused(error.message) };
  const message = error instanceof Error ? error.message : String(error);
  const missingTable = MISSING_TABLE.exec(message);
  if (missingTable) {
    return {
      exitCode: EXIT.unexpected,
      error: cliErrors.notMigrated(missingTable[1] ?? missingTable[2] ?? '?'),
    };
  }
  return { exitCode: EXIT.unexpected, error: { code: 'UNEXPECTED', message } };
};

const USAGE_HINT = 'Run `atelier --help` or `atelier <command> --help` for usage.';

export type ErrorOutput = { json: boolean; debug: boolean };

/**
 * Reports a failure once — `{ ok: false, error }` on stdout with --json, `error: …` on stderr otherwise — and
 * answers the exit code for `process.exitCode`.
 */
export const handleError = (error: unknown, output: ErrorOutput): ExitCode => {
  const failure = describeError(error);
  if (failure === null) return EXIT.ok;
  const { code, message } = failure.error;
  if (output.json) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: { code, message } })}\n`);
  } else {
    process.stderr.write(`error: ${message} [${code}]\n`);
    const hint = (error instanceof Refusal ? error.hint : null) ?? (code === 'CLI.USAGE' ? USAGE_HINT : null);
    if (hint) process.stderr.write(`${hint}\n`);
  }
  if (failure.exitCode === EXIT.unexpected && output.debug && error instanceof Error && error.stack) {
    process.stderr.write(`${error.stack}\n`);
  }
  return failure.exitCode;
};
