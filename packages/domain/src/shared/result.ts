/** An expected failure: a stable code for programs and the user-facing message from spec §8. */
export type DomainError = { code: string; message: string };

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <E extends DomainError>(error: E): { ok: false; error: E } => ({ ok: false, error });
