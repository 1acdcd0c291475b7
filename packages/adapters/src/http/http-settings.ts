/** Knobs of the HTTP edge; `serve` fills them from the validated configuration, tests override a few. */
export type HttpSettings = {
  /** Express `trust proxy`: false, true, a hop count, or addresses; decides `req.secure` and `req.ip`. */
  trustProxy: boolean | number | string;
  /**
   * The hub's public origin (`ATELIER_PUBLIC_URL`): cookie mutations from it pass the CSRF check, and when it is
   * https the session cookie is always Secure, whatever the hop between the proxy and the hub.
   */
  publicUrl: string | null;
  /** Origins allowed to make cookie-authenticated mutations besides the server's own (e.g. a dev server). */
  allowedOrigins: string[];
  jsonBodyLimit: string;
  /** How deeply objects and arrays may nest in a JSON body or a tRPC `?input=` (refused with 400 beyond). */
  jsonMaxDepth: number;
  /** Calls one tRPC batch request may hold (400 beyond); the web client's `maxItems` stays at or under it. */
  maxBatchCalls: number;
  rateLimit: {
    windowMs: number;
    /** Sign-in and sign-up attempts per client address per window. */
    signIn: number;
    /** Mutations per viewer (or address, when anonymous) per window. */
    mutations: number;
    /** Requests to the public REST API v1 per key (or address, when anonymous) per window: tools loop over it. */
    apiReads: number;
  };
  sessionCookieName: string;
  /** How long a page rendered for a visitor who is not signed in is served again (0: never; docs/page-cache.md). */
  pageCacheMs: number;
};

export const defaultHttpSettings = (): HttpSettings => ({
  trustProxy: false,
  publicUrl: null,
  allowedOrigins: [],
  jsonBodyLimit: '100kb',
  jsonMaxDepth: 64,
  maxBatchCalls: 20,
  rateLimit: { windowMs: 60_000, signIn: 10, mutations: 120, apiReads: 600 },
  sessionCookieName: 'atelier_session',
  pageCacheMs: 10_000,
});
