import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleTitle } from './model-texts.js';
import { addCalendarMonths, validateScheduledPublish } from './schedule-publish.js';

const at = (iso: string) => new Date(iso);
const code = (result: ReturnType<typeof validateScheduledPublish>) => (result.ok ? 'ok' : result.error.code);

describe('validateScheduledPublish', () => {
  const now = at('2026-01-15T10:30:00Z');

  it('requires a date', () => {
    expect(validateScheduledPublish(null, now)).toEqual({
      ok: false,
      error: { code: 'PUBLISH.DATE_REQUIRED', message: 'Please choose a date to publish.' },
    });
    expect(code(validateScheduledPublish(undefined, now))).toBe('PUBLISH.DATE_REQUIRED');
    expect(code(validateScheduledPublish(new Date(Number.NaN), now))).toBe('PUBLISH.DATE_REQUIRED');
  });

  it('accepts now and refuses one millisecond before', () => {
    expect(validateScheduledPublish(now, now)).toEqual({ ok: true, value: now });
    expect(validateScheduledPublish(new Date(now.getTime() - 1), now)).toEqual({
      ok: false,
      error: { code: 'PUBLISH.DATE_IN_PAST', message: 'The publish date cannot be in the past.' },
    });
  });

  it('accepts exactly 3 calendar months ahead and refuses one millisecond more', () => {
    expect(code(validateScheduledPublish(at('2026-04-15T10:30:00Z'), now))).toBe('ok');
    expect(validateScheduledPublish(at('2026-04-15T10:30:00.001Z'), now)).toEqual({
      ok: false,
      error: { code: 'PUBLISH.DATE_TOO_FAR', message: 'The publish date can be at most 3 months ahead.' },
    });
  });

  it('clamps to the last day of the target month when the day does not exist there', () => {
    const jan31 = at('2026-01-31T08:00:00Z');
    expect(code(validateScheduledPublish(at('2026-04-30T08:00:00Z'), jan31))).toBe('ok');
    expect(code(validateScheduledPublish(at('2026-04-30T08:00:00.001Z'), jan31))).toBe(
      'PUBLISH.DATE_TOO_FAR',
    );
    expect(code(validateScheduledPublish(at('2026-05-01T00:00:00Z'), jan31))).toBe('PUBLISH.DATE_TOO_FAR');
  });

  it('returns the date it was given', () => {
    const publishAt = at('2026-02-01T00:00:00Z');
    expect(validateScheduledPublish(publishAt, now)).toEqual({ ok: true, value: publishAt });
  });

  it('accepts every moment between now and the limit, and nothing outside', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -200 * day, max: 200 * day }),
        (from, offset) => {
          const publishAt = new Date(from.getTime() + offset);
          const limit = addCalendarMonths(from, 3);
          const expected =
            offset < 0 ? 'PUBLISH.DATE_IN_PAST' : publishAt > limit ? 'PUBLISH.DATE_TOO_FAR' : 'ok';
          expect(code(validateScheduledPublish(publishAt, from))).toBe(expected);
        },
      ),
    );
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-31T08:00:00Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-01-31T08:00:00Z', 3, '2026-04-30T08:00:00.000Z'],
    ['2025-11-30T23:59:59Z', 3, '2026-02-28T23:59:59.000Z'],
    ['2026-10-31T00:00:00Z', 3, '2027-01-31T00:00:00.000Z'],
    ['2026-03-15T12:00:00Z', 3, '2026-06-15T12:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addCalendarMonths(at(from), months).toISOString()).toBe(expected);
  });

  it('stays between 28 and 31 days per month ahead and keeps the time of day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (from) => {
          const to = addCalendarMonths(from, 3);
          const days = (to.getTime() - from.getTime()) / (24 * 60 * 60 * 1000);
          expect(days).toBeGreaterThanOrEqual(89);
          expect(days).toBeLessThanOrEqual(92);
          expect(to.getTime() % (24 * 60 * 60 * 1000)).toBe(from.getTime() % (24 * 60 * 60 * 1000));
        },
      ),
    );
  });
});

describe('scheduleTitle', () => {
  it('differs for a model and a post', () => {
    expect(scheduleTitle('model')).toBe('Schedule your model');
    expect(scheduleTitle('post')).toBe('Schedule your post');
  });
});
