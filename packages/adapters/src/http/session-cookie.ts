import type { CookieOptions, Request, Response } from 'express';

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
 */
export class SessionCookie {
  constructor(
    private readonly name: string,
    private readonly alwaysSecure = false,
  ) {}

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
  }

  clear(req: Request, res: Response): void {
    res.clearCookie(this.name, this.options(req));
  }

  private options(req: Request): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.alwaysSecure || req.secure, path: '/' };
  }
}
