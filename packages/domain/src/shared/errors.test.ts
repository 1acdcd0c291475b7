import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ErrorCode, errors } from './errors.js';
import type { DomainError } from './result.js';

const codes = Object.values(errors).flatMap((entry) => {
  const value = typeof entry === 'function' ? (entry as (...args: string[]) => unknown)('x', 'x') : entry;
  return value && typeof value === 'object' && 'code' in value ? [value.code] : [];
});

describe('the error catalogue', () => {
  it('gives every failure its own stable code', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z_]+(\.[A-Z_]+)*$/);
  });

  it('types each code as a literal, so ErrorCode is a closed union the edges can map exhaustively', () => {
    expectTypeOf(errors.invalidInput('x').code).toEqualTypeOf<'INVALID_INPUT'>();
    expectTypeOf(errors.fileNotWhatItClaims('x')).toMatchTypeOf<DomainError<'FILE.WRONG_FORMAT'>>();
    expectTypeOf<string>().not.toMatchTypeOf<ErrorCode>();
    // @ts-expect-error: a code the catalogue does not have is not an ErrorCode
    const unknown: ErrorCode = 'NOT.A.CODE';
    expect(codes).not.toContain(unknown);
  });
});
