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

type Entry = (typeof httpErrors)[keyof typeof httpErrors];
export type HttpError =
  | Extract<Entry, { code: string }>
  | ReturnType<Extract<Entry, (...args: never[]) => unknown>>;
