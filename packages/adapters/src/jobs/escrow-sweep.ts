import { ReleaseDueEscrow } from '@atelier/domain';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { useCaseResolver } from '../container/use-cases.module.js';

/** How often the server pays out early-access earnings whose window has ended. */
export const ESCROW_SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * Runs `ReleaseDueEscrow` at start and then every `intervalMs` (docs/adr/0006-early-access-escrow.md). Its state is
 * the escrow table, so a sweep missed by a restart is done by the next one; a failed sweep is logged and retried on
 * the next tick. Returns the stop function, which waits for a sweep in progress.
 */
export const startEscrowSweep = (
  container: Container,
  logger: Logger,
  intervalMs = ESCROW_SWEEP_INTERVAL_MS,
): (() => Promise<void>) => {
  const release = useCaseResolver(container)(ReleaseDueEscrow);
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const result = await release.execute();
        if (result.ok && result.value.released > 0) logger.info(result.value, 'early-access escrow released');
      } catch (error) {
        logger.error({ err: error }, 'early-access escrow sweep failed; retrying on the next tick');
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
