/** Failures of accounts and authentication; stable codes like the domain catalogue's (docs/adr/0002). */
export const authErrors = {
  invalidCredentials: {
    code: 'AUTH.INVALID_CREDENTIALS',
    message: 'The username or password is incorrect.',
  },
  usernameTaken: { code: 'AUTH.USERNAME_TAKEN', message: 'This username is already taken.' },
  banned: { code: 'AUTH.BANNED', message: 'This account has been banned.' },
  invalidApiKey: { code: 'AUTH.INVALID_API_KEY', message: 'This API key is not valid.' },
  csrf: {
    code: 'AUTH.CSRF',
    message: 'This request was refused because it did not come from the site.',
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

type Entry = (typeof authErrors)[keyof typeof authErrors];
export type AuthError =
  | Extract<Entry, { code: string }>
  | ReturnType<Extract<Entry, (...args: never[]) => unknown>>;
