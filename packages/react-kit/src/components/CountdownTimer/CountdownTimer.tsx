import { useEffect, useRef, useState } from 'react';
import { ClockIcon } from '../../icons';
import * as styles from './CountdownTimer.css';

/** How a countdown reads and how often it redraws: the domain's rules (spec §4, §9), passed by the presenter. */
export interface CountdownRules {
  /** The text for the time left, "Ended" at zero or below. */
  format: (remainingMs: number) => string;
  /** How long until the next redraw. */
  refreshMs: (remainingMs: number) => number;
}

export interface CountdownTimerProps {
  /** When it ends, as an ISO 8601 string (e.g. a version's earlyAccessEndsAt). */
  endsAt: string;
  rules: CountdownRules;
  /** The clock, in epoch milliseconds; tests and the server pass their own. */
  now?: () => number;
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
  rules,
  now = Date.now,
  onEnd,
  showIcon = true,
}: CountdownTimerProps) {
  const end = Date.parse(endsAt);
  // Kept in refs so a caller's inline `now`, `onEnd` or `rules` does not restart the timer on every render.
  const nowRef = useRef(now);
  const onEndRef = useRef(onEnd);
  const rulesRef = useRef(rules);
  nowRef.current = now;
  onEndRef.current = onEnd;
  rulesRef.current = rules;
  const [remaining, setRemaining] = useState(() => end - now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = end - nowRef.current();
      setRemaining(left);
      if (left > 0) timer = setTimeout(tick, Math.min(rulesRef.current.refreshMs(left), left));
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
        {rules.format(remaining)}
      </time>
    </span>
  );
}
