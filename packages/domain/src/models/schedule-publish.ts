import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';

const MAX_SCHEDULE_MONTHS = 3;

/**
 * `date` moved by whole calendar months on the UTC calendar, keeping the time of day; a day that does not exist in
 * the target month becomes that month's last day (Jan 31 + 1 month = Feb 28 or 29; Nov 30 + 3 months = Feb 28/29).
 */
export const addCalendarMonths = (date: Date, months: number): Date => {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
};

/** The latest moment a publish may be scheduled for (inclusive). */
export const latestSchedule = (now: Date): Date => addCalendarMonths(now, MAX_SCHEDULE_MONTHS);

/** Spec §5: the date is required, not before now, and at most 3 calendar months ahead (both ends inclusive). */
export const validateScheduledPublish = (publishAt: Date | null | undefined, now: Date): Result<Date> => {
  if (publishAt === null || publishAt === undefined || Number.isNaN(publishAt.getTime())) {
    return fail(errors.scheduleRequired);
  }
  if (publishAt.getTime() < now.getTime()) return fail(errors.scheduleInPast);
  if (publishAt.getTime() > latestSchedule(now).getTime()) return fail(errors.scheduleTooFar);
  return ok(publishAt);
};
