import superjson from 'superjson';

/** How a test request proves who it is. */
export type Auth = {
  apiKey?: string;
  /** Send the key as `?token=` instead of the Authorization header. */
  apiKeyInQuery?: boolean;
  /** The session cookie's value (`name=value`). */
  cookie?: string;
  /** Send `x-atelier-csrf: 1` (a browser client always does). */
  csrf?: boolean;
  origin?: string;
};

export type ApiError = {
  message: string;
  code: number;
  data: {
    code: string;
    httpStatus: number;
    errorCode: string;
    action: 'signIn' | 'buy' | 'join' | null;
    path?: string;
    title?: string;
    issues?: { path: string; message: string }[];
  };
};

export type Answer<T = unknown> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ApiError; headers: Headers };

const headersOf = (auth: Auth | undefined, extra: Record<string, string> = {}): Record<string, string> => {
  const headers: Record<string, string> = { ...extra };
  if (auth?.apiKey !== undefined && !auth.apiKeyInQuery) headers.authorization = `Bearer ${auth.apiKey}`;
  if (auth?.cookie !== undefined) headers.cookie = auth.cookie;
  if (auth?.csrf ?? auth?.cookie !== undefined) headers['x-atelier-csrf'] = '1';
  if (auth?.origin !== undefined) headers.origin = auth.origin;
  return headers;
};

const tokenQuery = (auth: Auth | undefined) =>
  auth?.apiKey !== undefined && auth.apiKeyInQuery ? `token=${encodeURIComponent(auth.apiKey)}` : '';

const read = async <T>(response: Response): Promise<Answer<T>> => {
  const body = (await response.json()) as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: Parameters<typeof superjson.deserialize>[0];
  };
  if (body.error !== undefined)
    return {
      ok: false,
      status: response.status,
      error: superjson.deserialize<ApiError>(body.error),
      headers: response.headers,
    };
  return {
    ok: true,
    status: response.status,
    data: superjson.deserialize<T>(body.result?.data ?? { json: null }),
    headers: response.headers,
  };
};

/**
 * A minimal tRPC client over `fetch`, speaking the wire format the real client uses (superjson, GET for
 * queries, POST for mutations), so tests exercise exactly what a browser sends.
 */
export const apiClient = (baseUrl: string) => ({
  async query<T = unknown>(name: string, input?: unknown, auth?: Auth): Promise<Answer<T>> {
    const params = [
      input === undefined ? '' : `input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
      tokenQuery(auth),
    ].filter(Boolean);
    const response = await fetch(
      `${baseUrl}/api/trpc/${name}${params.length ? `?${params.join('&')}` : ''}`,
      {
        headers: headersOf(auth),
      },
    );
    return read<T>(response);
  },

  async mutation<T = unknown>(name: string, input?: unknown, auth?: Auth): Promise<Answer<T>> {
    const query = tokenQuery(auth);
    const response = await fetch(`${baseUrl}/api/trpc/${name}${query ? `?${query}` : ''}`, {
      method: 'POST',
      headers: headersOf(auth, { 'content-type': 'application/json' }),
      body: JSON.stringify(input === undefined ? {} : superjson.serialize(input)),
    });
    return read<T>(response);
  },
});

export type ApiClient = ReturnType<typeof apiClient>;

/** The `name=value` pair of the session cookie a response sets, or null when it sets none. */
export const sessionCookieOf = (headers: Headers, name = 'atelier_session'): string | null => {
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
};
