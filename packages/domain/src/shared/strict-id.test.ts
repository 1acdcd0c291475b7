import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ID, strictId } from './strict-id.js';

describe('strictId', () => {
  it('reads plain decimal ids', () => {
    expect(strictId('1')).toBe(1);
    expect(strictId('10')).toBe(10);
    expect(strictId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    '0',
    '0x0a',
    '10.0',
    '1e1',
    '010',
    ' 10',
    '10 ',
    '+10',
    '-1',
    '',
    '2147483648',
    '9007199254740993',
    'ten',
  ])('refuses %j', (raw) => expect(strictId(raw)).toBeNull());

  it('gives back exactly the ids it is given as decimals, and nothing else', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => strictId(String(id)) === id));
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = strictId(raw);
        return id === null || String(id) === raw;
      }),
    );
  });
});
