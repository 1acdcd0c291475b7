import { isIP } from 'node:net';

/** Where clamd listens: its LocalSocket (a unix socket path) or its TCPSocket on a host. */
export type ClamdAddress = { path: string } | { host: string; port: number };

/**
 * Reads `ATELIER_CLAMD`: an absolute socket path (`/run/clamav/clamd.ctl`) or `host:port` (`127.0.0.1:3310`,
 * `[::1]:3310`). Null when the value is neither.
 */
export const parseClamdAddress = (value: string): ClamdAddress | null => {
  if (value.startsWith('/')) return { path: value };
  const match = /^(?:\[([^\]]+)\]|([^:[\]\s]+)):(\d{1,5})$/.exec(value);
  if (!match) return null;
  const host = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return null;
  if (match[1] !== undefined && isIP(host) !== 6) return null;
  return { host, port };
};

/** How messages name the address: the socket path, or `host:port`. */
export const describeClamdAddress = (address: ClamdAddress): string =>
  'path' in address
    ? address.path
    : `${isIP(address.host) === 6 ? `[${address.host}]` : address.host}:${address.port}`;
