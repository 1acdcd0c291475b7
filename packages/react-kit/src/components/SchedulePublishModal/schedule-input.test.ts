import { describe, expect, it } from 'vitest';
import { fromLocalInputs, scheduleProblem, toLocalInputs } from './schedule-input';

describe('schedule inputs', () => {
  it('reads and writes the local date and time', () => {
    const moment = new Date(2026, 10, 22, 9, 5);
    expect(toLocalInputs(moment)).toEqual({ date: '2026-11-22', time: '09:05' });
    expect(fromLocalInputs('2026-11-22', '09:05')).toEqual(moment);
    expect(fromLocalInputs('2026-11-22', '')).toBeNull();
  });

  it('needs a moment between now and the latest allowed', () => {
    const now = new Date(2026, 10, 22, 9, 0);
    const latest = new Date(2027, 1, 22, 9, 0);
    expect(scheduleProblem(null, now, latest)).toBe('required');
    expect(scheduleProblem(new Date(2026, 10, 22, 8, 59), now, latest)).toBe('past');
    expect(scheduleProblem(new Date(2027, 1, 22, 9, 1), now, latest)).toBe('tooFar');
    expect(scheduleProblem(latest, now, latest)).toBeNull();
  });
});
