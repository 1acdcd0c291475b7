/** A progress bar on stderr; silent unless stderr is a terminal and output is for people (no --json). */
export interface Progress {
  /** Counts `step` units done, optionally naming what was just done. */
  tick(step?: number, detail?: string): void;
  /** Sets the count (and the total, when it becomes known). */
  update(done: number, total?: number | null, detail?: string): void;
  /** Clears the bar, leaving the terminal as it was. */
  stop(): void;
}

const WIDTH = 24;
const REDRAW_EVERY_MS = 50;

const silent: Progress = { tick() {}, update() {}, stop() {} };

const render = (label: string, done: number, total: number | null, detail: string): string => {
  const counts = total === null ? `${done}` : `${done}/${total}`;
  const bar =
    total === null || total === 0
      ? ''
      : (() => {
          const filled = Math.round((Math.min(done, total) / total) * WIDTH);
          return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] `;
        })();
  return `${label} ${bar}${counts}${detail === '' ? '' : ` ${detail}`}`;
};

export const createProgress = (
  label: string,
  options: { total?: number | null; enabled: boolean; stream?: NodeJS.WriteStream },
): Progress => {
  const stream = options.stream ?? process.stderr;
  if (!options.enabled || !stream.isTTY) return silent;
  let done = 0;
  let total = options.total ?? null;
  let detail = '';
  let drawnAt = 0;
  const draw = (force: boolean) => {
    const now = Date.now();
    if (!force && now - drawnAt < REDRAW_EVERY_MS) return;
    drawnAt = now;
    const line = render(label, done, total, detail).slice(0, Math.max(20, (stream.columns || 80) - 1));
    stream.write(`\r\x1b[2K${line}`);
  };
  draw(true);
  return {
    tick(step = 1, what = '') {
      done += step;
      detail = what;
      draw(total !== null && done >= total);
    },
    update(count, newTotal, what = '') {
      done = count;
      if (newTotal !== undefined) total = newTotal;
      detail = what;
      draw(total !== null && done >= total);
    },
    stop() {
      stream.write('\r\x1b[2K');
    },
  };
};
