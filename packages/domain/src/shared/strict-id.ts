const DECIMAL_ID = /^[1-9][0-9]*$/;

/** The largest id anything can have: ids are stored in 32-bit `integer` columns (PostgreSQL errs beyond it). */
export const MAX_ID = 2_147_483_647;

/**
 * The id a path or query segment names, read strictly: plain decimal digits without a leading zero, at most `MAX_ID`.
 * "0x0a", "10.0", "1e1", " 10" or "010" name nothing, so they answer like a missing thing rather than as 10.
 */
export const strictId = (raw: string | null | undefined): number | null => {
  if (typeof raw !== 'string' || !DECIMAL_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
};
