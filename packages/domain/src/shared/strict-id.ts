const DECIMAL_ID = /^[1-9][0-9]*$/;

/**
 * The id a path or query segment names, read strictly: plain decimal digits without a leading zero that fit a safe
 * integer. "0x0a", "10.0", "1e1", " 10" or "010" name nothing, so they answer like a missing thing rather than as 10.
 */
export const strictId = (raw: string | null | undefined): number | null => {
  if (typeof raw !== 'string' || !DECIMAL_ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
};
