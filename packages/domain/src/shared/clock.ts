/** Time comes in through a port so rules and use cases stay deterministic under test. */
export interface Clock {
  now(): Date;
}
