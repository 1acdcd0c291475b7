import { Command, Option } from 'commander';
import { EXIT } from './exit-codes.js';
import { handleError } from './handle-error.js';

const EXIT_CODES_HELP = `
Every command takes --json (one JSON object on stdout: { "ok": true, ... } or { "ok": false, "error": { "code",
"message" } }) and --debug (stack traces of unexpected errors).

Exit codes:
  0  done
  1  unexpected failure (a bug, the database unreachable, a file not writable)
  2  usage: a missing or malformed option, or invalid configuration
  3  not found: no such model, version or user
  4  forbidden: the acting user may not do this (not a moderator, muted, banned)
  5  conflict: refused in the current state (not enough Buzz, name taken, idempotency key reused, file exists)

Configuration comes from the same environment as the server: DATABASE_URL (PostgreSQL; SQLite when unset) and
ATELIER_DATA_DIR (default ./data). Moderation commands act as the moderator named by --as or ATELIER_MODERATOR.
Full reference: docs/cli.md.`;

const commonOptions = () => [
  new Option('--json', 'print one JSON object on stdout: { ok: true, ... } or { ok: false, error }'),
  new Option('--debug', 'print stack traces of unexpected errors'),
];

/** The `atelier` program; index.ts adds the commands. */
export const createProgram = (version: string): Command => {
  const program = new Command('atelier')
    .description('Run an Atelier hub: moderate models, manage users, Buzz and the database.')
    .usage('<command> [options]')
    .version(version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for atelier or for a command')
    // Options after a command name belong to that command, so `bust-cache --version 42` is not the program's -V.
    .enablePositionalOptions()
    .showSuggestionAfterError(true)
    .addHelpText('after', EXIT_CODES_HELP);
  for (const option of commonOptions()) program.addOption(option);
  return program;
};

/**
 * Commander copies settings only to commands made with `.command()`, not to those added with `addCommand`;
 * this walks the tree, copying them and giving every runnable command --json and --debug.
 */
const prepareTree = (parent: Command): void => {
  for (const command of parent.commands) {
    command.copyInheritedSettings(parent);
    if (command.commands.length === 0) for (const option of commonOptions()) command.addOption(option);
    prepareTree(command);
  }
};

/** Flags given anywhere before `--`, read before parsing so even a usage error can be reported as JSON. */
const flagGiven = (argv: readonly string[], flag: string): boolean => {
  const args = argv.slice(2);
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).includes(flag);
};

/**
 * Parses and runs, sending every failure — commander's usage errors included — through the one error handler.
 * Sets `process.exitCode` rather than exiting, so the container is disposed and output flushed.
 */
export const runProgram = async (program: Command, argv: readonly string[] = process.argv): Promise<void> => {
  const output = { json: flagGiven(argv, '--json'), debug: flagGiven(argv, '--debug') };
  // Commander's own error text is dropped: handleError reports it once (as JSON with --json).
  program.exitOverride().configureOutput({ outputError: () => {} });
  prepareTree(program);
  try {
    await program.parseAsync([...argv]);
    process.exitCode ??= EXIT.ok;
  } catch (error) {
    process.exitCode = handleError(error, output);
  }
};
