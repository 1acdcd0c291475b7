import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-policy.js';

describe('passwordWeakness', () => {
  it.each([
    ['password', 'it is one of the most used passwords'],
    ['12345678', 'it is one of the most used passwords'],
    ['iloveyou1', ''],
    ['someone2024', 'it contains your username'],
    ['qwertyuiop', ''],
    ['aaaaaaaaaa', ''],
  ])('refuses %j', (password, reason) => {
    expect(passwordWeakness(password, 'someone')).toMatch(new RegExp(`^${reason}`));
  });

  it('refuses a password containing the username, whatever its case', () => {
    expect(passwordWeakness('Mallory-lantern-quartz-93', 'mallory')).toMatch(/^it contains your username/);
    expect(passwordWeakness('mallorymallory', 'Mallory')).toMatch(/^it contains your username/);
  });

  it('accepts a few unusual words together, and answers the same every time', () => {
    expect(passwordWeakness('quartz-otter-lantern-93', 'someone')).toBeNull();
    expect(passwordWeakness('correct horse battery staple', 'someone')).toBeNull();
    expect(passwordWeakness('password', 'someone')).toBe(passwordWeakness('password', 'someone'));
  });
});
