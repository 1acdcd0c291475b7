import type { Clock } from '@atelier/domain';

/** The wall clock; tests use a fixed clock instead. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
