import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

/** The sections an operator page lives under: `/articles/{id}` and `/content/{path}`. */
const PAGE_SECTIONS = ['articles', 'content'] as const;

const SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const MAX_SEGMENTS = 4;

/**
 * An operator page's slug is its address without the leading slash, e.g. `articles/6341` or `content/rules/real-people`:
 * a known section and one to three more segments of lowercase letters, digits and inner dashes. Nothing else can
 * name a page, so a slug never climbs out of the pages folder (no `..`, no dots at all, no backslashes).
 */
export const pageSlugOf = (input: string): Result<string> => {
  const segments = input.split('/');
  const [section] = segments;
  if (
    segments.length < 2 ||
    segments.length > MAX_SEGMENTS ||
    !PAGE_SECTIONS.includes(section as (typeof PAGE_SECTIONS)[number]) ||
    !segments.every((segment) => SEGMENT.test(segment))
  ) {
    return fail(
      errors.invalidInput(
        'A page slug is articles/… or content/… with up to three lowercase segments of letters, digits and dashes.',
      ),
    );
  }
  return ok(input);
};
