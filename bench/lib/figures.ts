export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** `3` when every value is 3, `2–5` when they vary. */
export const range = (values: number[]): string => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};

/** Requests per second: whole numbers, with one decimal below 10. */
export const rate = (perSecond: number): string => perSecond.toFixed(perSecond < 10 ? 1 : 0);
