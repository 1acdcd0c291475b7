/** Failures raised by the HTTP edge itself, before any use case runs. */
export const httpErrors = {
  rateLimited: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
  unsupportedMediaType: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  payloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  malformedJson: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' },
  rangeNotSatisfiable: { code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is not available.' },
  routeNotFound: { code: 'NOT_FOUND', message: 'No results found' },
} as const;

export type HttpError = (typeof httpErrors)[keyof typeof httpErrors];
