import { z } from 'zod';
import { cliErrors, Refusal } from './cli-errors.js';

/** `idempotencyKey` → `--idempotency-key`, so messages name the flag the user typed. */
const flagOf = (key: PropertyKey): string =>
  `--${String(key).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Validates a command's options (as commander collected them, globals included) with its zod schema;
 * a mistake becomes a usage error (exit code 2) naming the flag.
 */
export const parseOptions = <S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const [key] = issue.path;
    if (key === undefined) return issue.message;
    // Our messages read on from the flag ("--model must be…"); a shared schema's are sentences of their own.
    return /^[A-Z]/.test(issue.message)
      ? `${flagOf(key)}: ${issue.message}`
      : `${flagOf(key)} ${issue.message}`;
  });
  throw new Refusal(cliErrors.usage(problems.join('; ')));
};

/** A database id given on the command line. */
export const id = (what: string) =>
  z
    .string({ error: `is required (the ${what} id)` })
    .regex(/^[1-9][0-9]{0,14}$/, { error: `must be a ${what} id (a whole number from 1)` })
    .transform(Number);

export const username = z
  .string({ error: 'is required (a username)' })
  .trim()
  .min(1, { error: 'must not be empty' });

/** Options every command has. */
export const globals = { json: z.boolean().default(false), debug: z.boolean().default(false) };
