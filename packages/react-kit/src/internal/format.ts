/**
 * One formatter per locale and style, built on first use: `Intl.NumberFormat` is costly to construct (a profile of
 * the model page's render found ~6 % of it in these constructors when each call built its own), cheap to reuse.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (locale: string, style: 'compact' | 'whole'): Intl.NumberFormat => {
  const key = `${style}:${locale}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(
      locale,
      style === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 },
    );
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Compact counts as hubs show them: 999, 1.2K, 12.3K, 4.5M. Display only; no rule of the product lives here. */
export function formatCompactNumber(value: number, locale = 'en-US'): string {
  return formatterFor(locale, 'compact').format(value);
}

/** Whole numbers with grouping: 100,000. */
export function formatNumber(value: number, locale = 'en-US'): string {
  return formatterFor(locale, 'whole').format(value);
}

/**
 * An amount as a person typed it: digits with optional grouping ("1,000") and decimals ("10.5", which a rule may then
 * refuse as not whole); NaN for anything else. Never rounded, clamped or snapped: an amount field judges, shows and
 * sends exactly what was typed.
 */
export function parseTypedAmount(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
}

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/** A file size given in KB (as files store it), in the largest unit that keeps it at or above 1: "1.99 GB". */
export function formatFileSize(sizeKB: number): string {
  let value = sizeKB;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 2;
  return `${Number(value.toFixed(digits))} ${units[unit]}`;
}
