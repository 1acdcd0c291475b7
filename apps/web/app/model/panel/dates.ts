import type { DateView } from '@atelier/react-kit';

// UTC, so the server's HTML and the browser's first render read the same.
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the panel shows it: "Mar 3, 2025". */
export const dateView = (date: Date): DateView => ({ iso: date.toISOString(), text: day.format(date) });
