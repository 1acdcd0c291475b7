// A worker process for the kill -9 test: claims one job, says "started <id>" on stdout, then hangs until killed.
import { createKnex, type StorageConfig } from '../../storage/knex/create-knex.js';
import { JobWorker } from '../job-worker.js';

const storage = JSON.parse(process.env.ATELIER_JOBS_TEST_STORAGE ?? 'null') as StorageConfig;
const knex = createKnex(storage);
const worker = new JobWorker(knex, { leaseMs: 60_000, heartbeatMs: 1000, workerId: `doomed:${process.pid}` });
worker.handle('rescan', async (_payload, job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => {});
});
worker.start();
// The hung handler holds nothing open by itself (SQLite has no socket): keep the process alive until killed.
setInterval(() => {}, 60_000);
