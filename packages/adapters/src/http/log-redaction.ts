import type { Logger, redactOptions } from 'pino';

/** Query parameters that carry a credential (`?token=<api key>`), wherever a URL is logged. */
const TOKEN_IN_URL = /([?&](?:token|api_key|apikey|access_token)=)[^&#]*/gi;

/** A URL with its credentials blanked, the rest kept so the log still says what was asked for. */
export const withoutUrlTokens = (url: string): string => url.replace(TOKEN_IN_URL, '$1[redacted]');

const URL_PATHS = ['req.url', 'res.headers.location'];

/**
 * What the request log must never hold: the session cookie both ways, API keys in headers or in the query string,
 * and the same keys inside URLs (the request's and a redirect's `location`).
 */
export const LOG_REDACTION: redactOptions = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["proxy-authorization"]',
    'req.headers["x-api-key"]',
    'req.query.token',
    'res.headers["set-cookie"]',
    ...URL_PATHS,
  ],
  censor: (value: unknown, path: string[]) =>
    URL_PATHS.includes(path.join('.')) && typeof value === 'string' ? withoutUrlTokens(value) : '[redacted]',
};

/** The request logger: the app's logger with the credentials above redacted from every line. */
export const requestLogger = (logger: Logger): Logger => logger.child({}, { redact: LOG_REDACTION });
