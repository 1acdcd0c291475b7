import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.js';

/** A stand-in for stderr that records what is written to it. */
const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return {
    written,
    stream: {
      isTTY,
      columns: 100,
      write: (text: string) => written.push(text),
    } as unknown as NodeJS.WriteStream,
  };
};

describe('createProgress', () => {
  it('draws a bar with counts and what was just done on a terminal, and clears it when stopped', () => {
    const tty = stream(true);
    const progress = createProgress('Scanning', { total: 4, enabled: true, stream: tty.stream });
    progress.tick(1, 'a.safetensors');
    progress.tick(3, 'd.ckpt');
    progress.stop();

    expect(tty.written[0]).toContain('Scanning [------------------------] 0/4');
    expect(tty.written).toContainEqual(
      expect.stringContaining('Scanning [########################] 4/4 d.ckpt'),
    );
    expect(tty.written.at(-1)).toBe('\r\x1b[2K');
  });

  it('counts without a bar when the total is unknown', () => {
    const tty = stream(true);
    const progress = createProgress('Seeding', { enabled: true, stream: tty.stream });
    progress.update(7, null, 'users');
    progress.update(9, 9);

    expect(tty.written[0]).toContain('Seeding 0');
    expect(tty.written.at(-1)).toContain('Seeding [########################] 9/9');
  });

  it('writes nothing when the stream is not a terminal or output is JSON', () => {
    const piped = stream(false);
    const json = stream(true);
    for (const progress of [
      createProgress('Scanning', { total: 2, enabled: true, stream: piped.stream }),
      createProgress('Scanning', { total: 2, enabled: false, stream: json.stream }),
    ]) {
      progress.tick(2, 'x');
      progress.stop();
    }

    expect(piped.written).toEqual([]);
    expect(json.written).toEqual([]);
  });
});
