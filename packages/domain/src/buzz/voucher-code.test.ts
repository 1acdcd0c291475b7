import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeVoucherCode, VOUCHER_CODE_BYTES, voucherCodeFromBytes } from './voucher-code.js';

const codeBytes = fc.uint8Array({ minLength: VOUCHER_CODE_BYTES, maxLength: VOUCHER_CODE_BYTES });

describe('voucher codes', () => {
  it('are 16 base32 characters in groups of four, and different bytes give different codes', () => {
    expect(voucherCodeFromBytes(new Uint8Array(VOUCHER_CODE_BYTES))).toBe('0000-0000-0000-0000');
    expect(voucherCodeFromBytes(new Uint8Array(VOUCHER_CODE_BYTES).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    fc.assert(
      fc.property(codeBytes, codeBytes, (a, b) => {
        expect(voucherCodeFromBytes(a)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
        expect(voucherCodeFromBytes(a) === voucherCodeFromBytes(b)).toBe(a.join() === b.join());
      }),
    );
  });

  it('are read back however they are typed: case, spaces, dashes and O/I/L for 0/1 do not matter', () => {
    fc.assert(
      fc.property(codeBytes, (bytes) => {
        const code = voucherCodeFromBytes(bytes);
        expect(normalizeVoucherCode(code)).toBe(code);
        expect(normalizeVoucherCode(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(code);
        expect(normalizeVoucherCode(code.replaceAll('-', ''))).toBe(code);
      }),
    );
    expect(normalizeVoucherCode('o1il-0000-0000-0000')).toBe('0111-0000-0000-0000');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of [
      '',
      'ABCD',
      '0000-0000-0000-000',
      '0000-0000-0000-00000',
      'UUUU-0000-0000-0000',
      '0000_0000_0000_0000',
    ])
      expect(normalizeVoucherCode(typed)).toBeNull();
  });
});
