import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordWithSalt, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, and records scrypt with N=2^15, r=8, p=1 inside it', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(first.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(first.split('$')[4] ?? '', 'base64url')).toHaveLength(16);
  });

  it('with a given salt (the demo data), hashes the same every time, still verifiably', async () => {
    const salt = new Uint8Array(16).fill(7);
    const [first, second] = await Promise.all([
      hashPasswordWithSalt('atelier-demo', salt),
      hashPasswordWithSalt('atelier-demo', salt),
    ]);
    expect(first).toBe(second);
    expect(Buffer.from(first.split('$')[4] ?? '', 'base64url')).toEqual(Buffer.from(salt));
    expect(await verifyPassword('atelier-demo', first)).toBe(true);
    await expect(hashPasswordWithSalt('atelier-demo', new Uint8Array(8))).rejects.toThrow('16 bytes');
  });

  it('refuses hashes it does not understand rather than throwing', async () => {
    expect(await verifyPassword('anything', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('anything', '')).toBe(false);
  });

  it('treats canonically equivalent Unicode spellings as the same password', async () => {
    const hash = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', hash)).toBe(true);
  });
});
