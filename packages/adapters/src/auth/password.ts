import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: memory-hard (128 · N · r bytes = 32 MiB per hash), ~100 ms on a small server. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, cost: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * Hashes a password with a fresh per-user salt. The parameters travel inside the hash
 * (`scrypt$N$r$p$salt$key`), so raising the cost later keeps old hashes verifiable.
 */
export const hashPassword = (password: string): Promise<string> =>
  hashPasswordWithSalt(password, randomBytes(SALT_LENGTH));

/**
 * `hashPassword` with a salt chosen by the caller. Only for the demo data (`seed/`), whose rows must come out the
 * same on every run and whose password is published anyway; real accounts always go through `hashPassword`.
 */
export const hashPasswordWithSalt = async (password: string, salt: Uint8Array): Promise<string> => {
  if (salt.length !== SALT_LENGTH) throw new Error(`A password salt has ${SALT_LENGTH} bytes.`);
  const bytes = Buffer.from(salt);
  const key = await derive(password, bytes, COST);
  return ['scrypt', COST.N, COST.r, COST.p, bytes.toString('base64url'), key.toString('base64url')].join('$');
};

/** Whether `password` matches `stored`; compares in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash of no one's password: signing in as an unknown user costs the same time as a wrong password. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
};
