import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Claim, conflictsOf, defineOwnership, OWNED } from './owned';

const claim = (parts: Partial<Claim>): Claim => ({ models: [], users: [], collections: [], ...parts });

describe('the journeys’ ownership registry', () => {
  it('refuses two journeys that claim the same model, user or collection, naming both', () => {
    expect(() =>
      defineOwnership({ first: claim({ models: [7] }), second: claim({ models: [8, 7] }) }),
    ).toThrow('model 7 is claimed by both "first" and "second"');
    expect(conflictsOf({ a: claim({ users: ['member'] }), b: claim({ users: ['member'] }) })).toEqual([
      'user member is claimed by both "a" and "b"',
    ]);
    expect(
      conflictsOf({ a: claim({ collections: ['Picks'] }), b: claim({ collections: ['Picks'] }) }),
    ).toEqual(['collection "Picks" is claimed by both "a" and "b"']);
  });

  it('lets journeys share an owner who only acts: claims are what changes', () => {
    expect(conflictsOf({ a: claim({ models: [1] }), b: claim({ models: [2] }) })).toEqual([]);
  });

  it('holds for the real registry', () => {
    expect(conflictsOf(OWNED)).toEqual([]);
  });

  it('is listed in e2e/README.md, one row a journey with what it owns', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const [journey, { models, users, collections }] of Object.entries(OWNED)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${journey}\` `));
      expect(row, `a README row for ${journey}`).toBeDefined();
      for (const thing of [...models.map(String), ...users, ...collections]) {
        expect(row, `${journey} owns ${thing}`).toContain(thing);
      }
    }
  });
});
