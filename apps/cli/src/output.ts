import { createProgress, type Progress } from './progress.js';

/**
 * Where a command's answer goes. With --json: one `{ ok: true, ... }` line on stdout and nothing else there;
 * without: the lines for people. Progress goes to stderr, and only to a terminal.
 */
export class Output {
  constructor(readonly json: boolean) {}

  /** The command's answer: `data` for programs, `lines` for people. */
  done(data: Record<string, unknown>, lines: string | string[]): void {
    if (this.json) {
      process.stdout.write(`${JSON.stringify({ ok: true, ...data })}\n`);
      return;
    }
    const text = Array.isArray(lines) ? lines.join('\n') : lines;
    if (text !== '') process.stdout.write(`${text}\n`);
  }

  /** A note for people along the way (stderr, so it never mixes with what a script reads). */
  note(message: string): void {
    if (!this.json) process.stderr.write(`${message}\n`);
  }

  progress(label: string, total: number | null = null): Progress {
    return createProgress(label, { total, enabled: !this.json });
  }
}
