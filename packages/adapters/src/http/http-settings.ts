import { DEFAULT_SESSION_TTL_MS } from '../auth/accounts.js';

/** Knobs of the HTTP edge; `serve` fills them from the validated configuration, tests override a few. */
export type HttpSettings = {
  /** Express `trust proxy`: false, true, a hop count, or addresses; decides `req.secure` and `req.ip`. */
  trustProxy: boolean | number | string;
  /** Origins allowed to make cookie-authenticated mutations besides the server's own (e.g. a dev server). */
  allowedOrigins: string[];
  jsonBodyLimit: string;
  rateLimit: {
    windowMs: number;
    /** Sign-in and sign-up attempts per client address per window. */
    signIn: number;
    /** Mutations per viewer (or address, when anonymous) per window. */
    mutations: number;
  };
  sessionCookieName: string;
  sessionTtlMs: number;
};

export const defaultHttpSettings = (): HttpSettings => ({
  trustProxy: false,
  allowedOrigins: [],
  jsonBodyLimit: '100kb',
  rateLimit: { windowMs: 60_000, signIn: 10, mutations: 120 },
  sessionCookieName: 'atelier_session',
  sessionTtlMs: DEFAULT_SESSION_TTL_MS,
});
