import { z } from 'zod';

/**
 * Whether the text can be stored and compared in both databases: PostgreSQL's `text` cannot hold U+0000 and errs
 * on a query that carries one, so such input is refused at the edge (400) instead of answering 500.
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000');

/** A string input that reaches the database: every edge schema builds its strings from this. */
export const storableString = () =>
  z.string().refine(isStorableText, 'Text cannot contain the NUL character (U+0000).');
