const UNITS = ['', 'k', 'm', 'b', 't'] as const;

/**
 * Counts as shown on cards: below 1000 as is, above with one decimal and a unit (12345 → "12.3k", 1000 → "1k").
 * A value that rounds up to 1000 of a unit moves to the next unit (999950 → "1m").
 */
export const compactNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `-${compactNumber(-value)}`;
  let unit = 0;
  let scaled = value;
  while (unit < UNITS.length - 1 && Math.round(scaled * 10) / 10 >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  if (unit === 0) return String(Math.round(value * 10) / 10);
  return `${Number((Math.round(scaled * 10) / 10).toFixed(1))}${UNITS[unit]}`;
};
