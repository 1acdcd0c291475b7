/** What `atelier` exits with; scripts branch on these (docs/cli.md lists them). */
export const EXIT = {
  ok: 0,
  /** A bug or broken infrastructure: the database is down, a file cannot be written. */
  unexpected: 1,
  /** The command line or the configuration is wrong: a missing option, a bad id, an invalid setting. */
  usage: 2,
  /** The model, version or user does not exist (or is hidden from the acting user). */
  notFound: 3,
  /** The acting user may not do this: not a moderator, muted, banned. */
  forbidden: 4,
  /** Refused in the current state of things: not enough Buzz, a name taken, a key reused, a file in the way. */
  conflict: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
