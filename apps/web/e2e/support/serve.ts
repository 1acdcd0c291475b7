import { clamdAvailable, startTestClamd } from '@atelier/adapters/testing/clamd';

/**
 * The journeys' hub: the real server, scanning with a private clamd as production does with `ATELIER_CLAMD`, when
 * this machine has clamd (CI installs it and sets ATELIER_TEST_CLAMD=required; elsewhere scans end as Error).
 * The daemon is killed when this process exits (startTestClamd sees to it).
 */
if (clamdAvailable()) {
  const clamd = await startTestClamd({ streamMaxLength: '64M' });
  process.env.ATELIER_CLAMD = clamd.socket;
}
await import('../../server/main.js');
