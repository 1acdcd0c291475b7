import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import type { User } from '../users/user.js';
import { canUseVault, checkVaultCapacity, vaultSizeKb } from './vault-rules.js';

const user = (isMember: boolean) => ({ id: 1, isMember }) as User;

describe('canUseVault', () => {
  it('lets members in', () => {
    expect(canUseVault(user(true))).toEqual({ ok: true, value: user(true) });
  });

  it('sends non-members to the upsell and anonymous viewers to sign in', () => {
    expect(canUseVault(user(false))).toEqual({ ok: false, error: errors.membershipRequired });
    expect(canUseVault(null)).toEqual({ ok: false, error: errors.signInRequired });
  });
});

describe('checkVaultCapacity', () => {
  it('allows filling the vault exactly to its limit', () => {
    expect(checkVaultCapacity(900, 100, 1000)).toEqual({ ok: true, value: null });
  });

  it('refuses going one KB over, with the storage-limit message', () => {
    const result = checkVaultCapacity(900, 101, 1000);
    expect(result).toEqual({ ok: false, error: errors.vaultStorageLimit });
    expect(result.ok || result.error.message).toContain('Vault storage limit exceeded');
  });
});

describe('vaultSizeKb', () => {
  const files = [
    { sizeKB: 100, visibility: 'Public' as const },
    { sizeKB: 40, visibility: 'Private' as const },
    { sizeKB: 2, visibility: 'Public' as const },
  ];

  it('counts the public files, and private ones only for who may see them', () => {
    expect(vaultSizeKb(files, false)).toBe(102);
    expect(vaultSizeKb(files, true)).toBe(142);
    expect(vaultSizeKb([], false)).toBe(0);
  });
});
