import type { CountdownRules } from './CountdownTimer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A stand-in for the domain's `formatCountdown` and `countdownRefreshMs`, which the web app passes: the two largest
 * units ("2d 3h", "12m 05s"), "Ended" at zero, a redraw every minute and every second in the last hour.
 */
export const countdownRules: CountdownRules = {
  format: (ms) => {
    if (!(ms > 0)) return 'Ended';
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    const seconds = Math.floor((ms % MINUTE) / 1_000);
    if (days > 0) return `${days}d ${hours}h`;
    if (hours > 0) return `${hours}h ${minutes}m`;
    return minutes > 0 ? `${minutes}m ${String(seconds).padStart(2, '0')}s` : `${seconds}s`;
  },
  refreshMs: (ms) => (ms < HOUR ? 1_000 : MINUTE),
};
