import { useEffect, useRef, useState } from 'react';
import { ClockIcon } from '../../icons';
import * as styles from './CountdownTimer.css';
import { formatRemaining, refreshIntervalMs } from './countdown';

export interface CountdownTimerProps {
  /** When it ends, as an ISO 8601 string (e.g. a version's earlyAccessEndsAt). */
  endsAt: string;
  /** The clock, in epoch milliseconds; tests and the server pass their own. */
  now?: () => number;
  /** Shown at zero. */
  endedText?: string;
  /** Called once when the countdown reaches zero while mounted. */
  onEnd?: () => void;
  showIcon?: boolean;
}

/**
 * Time left until `endsAt`: redraws every minute, every second under an hour, then shows "Ended" and stops.
 * The element has role "timer", which screen readers do not announce on every tick.
 */
export function CountdownTimer({
  endsAt,
  now = Date.now,
  endedText = 'Ended',
  onEnd,
  showIcon = true,
}: CountdownTimerProps) {
  const end = Date.parse(endsAt);
  // Kept in refs so a caller's inline `now` or `onEnd` does not restart the timer on every render.
  const nowRef = useRef(now);
  const onEndRef = useRef(onEnd);
  nowRef.current = now;
  onEndRef.current = onEnd;
  const [remaining, setRemaining] = useState(() => end - now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = end - nowRef.current();
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, Math.min(refreshIntervalMs(left), left));
      else onEndRef.current?.();
    };
    tick();
    return () => clearTimeout(timer);
  }, [end]);

  const ended = remaining <= 0;
  return (
    <span role="timer" className={styles.timer} data-ended={ended || undefined}>
      {showIcon ? <ClockIcon /> : null}
      {/* Server and browser clocks differ by the time the HTML travels. */}
      <time dateTime={endsAt} suppressHydrationWarning>
        {ended ? endedText : formatRemaining(remaining)}
      </time>
    </span>
  );
}
