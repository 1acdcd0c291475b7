import type { Clock } from '../../shared/clock.js';

/** A clock that only moves when told. */
export class FixedClock implements Clock {
  private current: number;

  constructor(now: Date = new Date('2026-01-01T00:00:00Z')) {
    this.current = now.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(now: Date): void {
    this.current = now.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
