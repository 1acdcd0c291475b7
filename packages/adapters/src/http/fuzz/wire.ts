import { Agent, request } from 'node:http';
import superjson from 'superjson';

/** What the server answered to one fuzzed call. */
export type Reply = { status: number; text: string };

const isEnvelope = (value: unknown): value is { json: unknown; meta?: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'json' in value &&
  Object.keys(value).every((key) => key === 'json' || key === 'meta');

/**
 * The input a procedure receives for a POST body, decoded the way the API's transformer does (superjson envelopes
 * deserialized, plain JSON taken as it is); `{ rejected: true }` when decoding itself fails.
 */
export const decodedInput = (body: unknown): { input: unknown } | { rejected: true } => {
  if (!isEnvelope(body)) return { input: body };
  try {
    return { input: superjson.deserialize(body as Parameters<typeof superjson.deserialize>[0]) };
  } catch {
    return { rejected: true };
  }
};

/** A keep-alive HTTP client for many small POSTs: fetch's per-call overhead would dominate the fuzz's run time. */
export const fuzzClient = (baseUrl: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const { hostname, port } = new URL(baseUrl);
  const post = (path: string, body: string, apiKey: string | null): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-atelier-csrf': '1',
      };
      if (apiKey !== null) headers.authorization = `Bearer ${apiKey}`;
      const req = request({ agent, hostname, port, path, method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
};
