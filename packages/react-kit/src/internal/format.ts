/** Compact counts as hubs show them: 999, 1.2K, 12.3K, 4.5M. Display only; no rule of the product lives here. */
export function formatCompactNumber(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
