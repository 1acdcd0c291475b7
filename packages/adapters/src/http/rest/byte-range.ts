/** An inclusive byte range of a representation of `size` bytes. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header (RFC 9110 §14). Returns the one range to serve, `'unsatisfiable'` when no byte of it
 * exists, or `null` to serve the whole file: no header, another unit, a malformed header, or several ranges
 * (which a server may answer in full).
 */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  if (header === undefined) return null;
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
};
