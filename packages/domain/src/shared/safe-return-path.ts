/** Printable ASCII except the backslash, which browsers read as `/` in a path ("/\host" is another site). */
const PATH_CHARACTERS = /^[\x21-\x5b\x5d-\x7e]*$/;

/**
 * Where a redirect or a user-written link may send someone on our own site: a path starting with exactly one `/`
 * (so never `//host` or `/\host`) made of printable ASCII only, since browsers drop tabs and newlines while parsing
 * ("/\t/host" becomes "//host"). Anything else gives `fallback`.
 */
export const safeReturnPath = (candidate: string | null | undefined, fallback = '/'): string =>
  isSameSitePath(candidate) ? candidate : fallback;

/** Whether `candidate` is a path on this site that no browser can read as another origin. */
export const isSameSitePath = (candidate: string | null | undefined): candidate is string =>
  typeof candidate === 'string' &&
  candidate.startsWith('/') &&
  candidate[1] !== '/' &&
  PATH_CHARACTERS.test(candidate);
