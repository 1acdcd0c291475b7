const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often a countdown redraws (spec §9): every minute, every second in the last hour. Once ended it shows the
 * fixed "Ended" text, so the value there only matters to a caller that keeps the timer running.
 */
export const countdownRefreshMs = (remainingMs: number): number => (remainingMs < HOUR ? SECOND : MINUTE);

/**
 * The remaining time as a countdown shows it: "Ended" at zero (spec §4), else the two largest units, down to
 * minutes while the timer ticks per minute and to seconds in the last hour ("2d 3h", "5h 12m", "4m 09s", "9s").
 */
export const formatCountdown = (remainingMs: number): string => {
  if (!(remainingMs > 0)) return 'Ended';
  const total = Math.floor(remainingMs / SECOND);
  const days = Math.floor(remainingMs / DAY);
  const hours = Math.floor((remainingMs % DAY) / HOUR);
  const minutes = Math.floor((remainingMs % HOUR) / MINUTE);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
};
