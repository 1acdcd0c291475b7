import type { CookieOptions, Request, Response } from 'express';
import { DEFAULT_SESSION_TTL_MS } from '../auth/accounts.js';

const parseCookies = (header: string | undefined): Map<string, string> => {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // A malformed value is no session.
    }
  }
  return cookies;
};

/**
 * The session cookie: HttpOnly, SameSite=Lax, path /, Secure whenever the request came over https
 * (directly, or through a proxy trusted by `trust proxy`) or the hub's public URL is https.
 *
 * Beside it goes the signed-in marker (`{name}_in=1`), which pages' scripts may read and which holds no secret: a
 * page served as the public one to a signed-in viewer (docs/page-cache.md, the viewer overlay) learns from it that
 * it should fetch its viewer's state, and hides the "Sign in" links until then. It only ever asks: the session
 * cookie alone says who is signed in.
 */
export class SessionCookie {
  /** The marker's name, given to the pages so their scripts can read it. */
  readonly markerName: string;

  constructor(
    private readonly name: string,
    private readonly alwaysSecure = false,
  ) {
    this.markerName = `${name}_in`;
  }

  /** Whether the request carries a cookie of this name at all, well-formed or not. */
  present(req: Request): boolean {
    return parseCookies(req.headers.cookie).has(this.name);
  }

  read(req: Request): string | null {
    const value = parseCookies(req.headers.cookie).get(this.name);
    return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
  }

  set(req: Request, res: Response, secret: string, expiresAt: Date): void {
    res.cookie(this.name, secret, { ...this.options(req), expires: expiresAt });
    res.cookie(this.markerName, '1', { ...this.options(req), httpOnly: false, expires: expiresAt });
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(this.name, this.options(req));
    if (this.marked(req)) res.clearCookie(this.markerName, { ...this.options(req), httpOnly: false });
  }

  /** Whether the request carries the signed-in marker. */
  marked(req: Request): boolean {
    return parseCookies(req.headers.cookie).get(this.markerName) === '1';
  }

  /** Sets the marker for a session that came without it (one signed in before markers existed), for a session's length. */
  mark(req: Request, res: Response): void {
    res.cookie(this.markerName, '1', {
      ...this.options(req),
      httpOnly: false,
      maxAge: DEFAULT_SESSION_TTL_MS,
    });
  }

  private options(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.alwaysSecure || req.secure, path: '/' };
  }
}
