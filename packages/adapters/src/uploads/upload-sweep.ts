import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';

/** How often the server looks for abandoned uploads. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes uploads left unfinished or unclaimed for `ATELIER_UPLOAD_EXPIRY_HOURS`, with their bytes (docs/uploads.md).
 * The CLI calls this once; the server runs it on an interval (`startUploadSweep`).
 */
export const sweepUploads = (container: Container): Promise<number> =>
  resolve(container, TOKENS.knexUploads).sweep();

/**
 * Sweeps at start and then every `intervalMs`, like the escrow sweep: the state is the `uploads` table and the
 * upload directory, so a sweep missed by a restart is done by the next one, and a failed one is retried on the next
 * tick. Returns the stop function, which waits for a sweep in progress.
 */
export const startUploadSweep = (
  container: Container,
  logger: Logger,
  intervalMs = UPLOAD_SWEEP_INTERVAL_MS,
): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepUploads(container);
        if (removed > 0) logger.info({ removed }, 'abandoned uploads removed');
      } catch (error) {
        logger.error({ err: error }, 'upload sweep failed; retrying on the next tick');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
