/** What is wrong with the entered date, for display; the server's rule decides. */
export type ScheduleProblem = 'required' | 'past' | 'tooFar';

/** `YYYY-MM-DD` and `HH:mm` of a date in the viewer's timezone, as `<input type="date|time">` hold them. */
export function toLocalInputs(date: Date): { date: string; time: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** The moment the inputs name in the viewer's timezone (a date-time without offset is local), or null. */
export function fromLocalInputs(date: string, time: string): Date | null {
  if (!date || !time) return null;
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** Spec §5, mirrored for display: required, not before `now`, not after `latest`. */
export function scheduleProblem(moment: Date | null, now: Date, latest: Date): ScheduleProblem | null {
  if (!moment) return 'required';
  if (moment.getTime() < now.getTime()) return 'past';
  if (moment.getTime() > latest.getTime()) return 'tooFar';
  return null;
}
