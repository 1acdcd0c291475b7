import type { ErrorCode } from './errors.js';
import type { ExpectedFailure } from './failure.js';

/** A failure of the domain's catalogue (spec §8), typed by its code: `DomainError<'NOT_FOUND' | 'AUTH.FORBIDDEN'>`. */
export type DomainError<C extends ErrorCode = ErrorCode> = ExpectedFailure<C>;

/** A use case's answer; `E` names the failures it can return, all of the catalogue's unless narrowed. */
export type Result<T, E extends ExpectedFailure = DomainError> =
  | { ok: true; value: T }
  | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <E extends ExpectedFailure>(error: E): { ok: false; error: E } => ({ ok: false, error });
