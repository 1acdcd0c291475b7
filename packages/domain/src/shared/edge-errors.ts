/**
 * The failures of the server's own edge, beside the use cases' catalogue (errors.ts): accounts and authentication,
 * and the HTTP layer before any use case runs. Stable codes and the texts users read (docs/adr/0002), kept in the
 * domain so every edge (server, web app, CLI) takes them from one place.
 */

/** Failures of accounts and authentication; stable codes like the domain catalogue's (docs/adr/0002). */
export const authErrors = {
  invalidCredentials: {
    code: 'AUTH.INVALID_CREDENTIALS',
    message: 'The username or password is incorrect.',
  },
  usernameTaken: { code: 'AUTH.USERNAME_TAKEN', message: 'This username is already taken.' },
  /** The name of one of the site's pages (`RESERVED_PATH_SEGMENTS`), which a profile address would shadow. */
  usernameReserved: {
    code: 'AUTH.USERNAME_RESERVED',
    message: 'This username is reserved for a page of the site. Please choose another one.',
  },
  banned: { code: 'AUTH.BANNED', message: 'This account has been banned.' },
  invalidApiKey: { code: 'AUTH.INVALID_API_KEY', message: 'This API key is not valid.' },
  csrf: {
    code: 'AUTH.CSRF',
    message: 'This request was refused because it did not come from the site.',
  },
  /** A password change whose current password does not match (the account stays as it was). */
  wrongPassword: { code: 'AUTH.WRONG_PASSWORD', message: 'Your current password is incorrect.' },
  /** A reset link used already, past its hour, or never issued: nothing changes (docs/account-settings.md). */
  resetLinkInvalid: {
    code: 'AUTH.RESET_LINK_INVALID',
    message:
      'This password reset link cannot be used: it was used already, it expired (links last one hour) or it was never issued. Ask the hub operator for a new one.',
  },
  /** A password the strength estimator guesses too easily; `reason` is one of `passwordWeaknesses` below. */
  weakPassword: (reason: string) => ({
    code: 'AUTH.WEAK_PASSWORD' as const,
    message: `This password is too easy to guess: ${reason}`,
  }),
} as const;

/** Why a password is too easy to guess, by the estimator's warning; the last one when it gives none. */
export const passwordWeaknesses = {
  userInputs: 'it contains your username. Choose one that has nothing to do with your account.',
  topTen: 'it is one of the most used passwords. Use a few unusual words together.',
  topHundred: 'it is one of the most used passwords. Use a few unusual words together.',
  common: 'it is a commonly used password. Use a few unusual words together.',
  similarToCommon: 'it is very like a commonly used password. Use a few unusual words together.',
  wordByItself: 'a single word is easy to guess. Use a few unusual words together.',
  namesByThemselves: 'names are easy to guess. Use a few unusual words together.',
  commonNames: 'common names are easy to guess. Use a few unusual words together.',
  straightRow: 'rows of keys are easy to guess. Use a few unusual words together.',
  keyPattern: 'short keyboard patterns are easy to guess. Use a few unusual words together.',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess. Use a few unusual words together.',
  extendedRepeat: 'repeated patterns like "abcabc" are easy to guess. Use a few unusual words together.',
  sequences: 'sequences like "abc" or "6543" are easy to guess. Use a few unusual words together.',
  recentYears: 'recent years are easy to guess. Use a few unusual words together.',
  dates: 'dates are easy to guess. Use a few unusual words together.',
  pwned: 'it has appeared in a data breach. Choose another one.',
  tooPredictable: 'add another word or two; uncommon words are better.',
} as const;

type AuthEntry = (typeof authErrors)[keyof typeof authErrors];
export type AuthError =
  | Extract<AuthEntry, { code: string }>
  | ReturnType<Extract<AuthEntry, (...args: never[]) => unknown>>;

/** Failures raised by the HTTP edge itself, before any use case runs. */
export const httpErrors = {
  rateLimited: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
  unsupportedMediaType: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  payloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  malformedJson: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' },
  jsonTooDeep: (maxDepth: number) => ({
    code: 'INVALID_INPUT' as const,
    message: `The request nests objects or arrays too deeply: at most ${maxDepth} levels.`,
  }),
  batchTooLarge: (maxCalls: number) => ({
    code: 'INVALID_INPUT' as const,
    message: `Too many calls in one request: a batch holds at most ${maxCalls}.`,
  }),
  rangeNotSatisfiable: { code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is not available.' },
  routeNotFound: { code: 'NOT_FOUND', message: 'No results found' },
} as const;

type HttpEntry = (typeof httpErrors)[keyof typeof httpErrors];
export type HttpError =
  | Extract<HttpEntry, { code: string }>
  | ReturnType<Extract<HttpEntry, (...args: never[]) => unknown>>;
