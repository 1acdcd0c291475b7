import { MAX_ID } from '@atelier/domain';
import { z } from 'zod';
import { storableString } from '../../storage/knex/storable-text.js';

/** Shapes shared by several procedures. Business limits stay in the use cases, which answer with §8 texts. */

/** Input of calls that take none; `{}` is accepted too. */
export const noInput = z.strictObject({}).optional();

/** The largest value of a PostgreSQL `integer` column (ids are `increments`): beyond it the database errs, not 404. */
export const INT4_MAX = MAX_ID;

/** A whole number that fits the `integer` columns it is stored in or compared with. */
export const int4 = z
  .number()
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);

/** The id of a stored thing. */
export const id = int4.positive();

export const ids = z.array(id).max(1000);

/** A Buzz amount; its range (minimum, step) is the use case's to judge, with the catalogue's message. */
export const amount = z.number();

/** A date: a Date from the typed client (superjson) or an ISO 8601 string from a script. */
export const dateInput = z.union([
  z.date(),
  z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
]);

/** Free text with a sane upper bound. */
export const text = (max: number) => storableString().max(max);

/**
 * The client's idempotency key for a Buzz movement; repeating a call with the same key moves Buzz once.
 * Without one, the server makes a fresh key, so each such call is a separate movement.
 */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits and . _ : - only')
  .optional();
