/**
 * The countdown's two small rules, kept here because the kit cannot import the domain (spec §9: refresh every
 * 60 s, every 1 s under an hour; spec §4: "Ended" at zero). Pure functions, tested in countdown.test.ts.
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until the countdown should redraw: every minute, every second once under an hour is left. */
export function refreshIntervalMs(remainingMs: number): number {
  return remainingMs < HOUR ? SECOND : MINUTE;
}

/** "2d 3h", "3h 5m", "12m 5s"; the caller shows its "Ended" text at zero or below. */
export function formatRemaining(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND)) * SECOND;
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = Math.floor((total % MINUTE) / SECOND);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds}s`;
}
