import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createContainer, resolve } from '../../container/create-container.js';
import { TOKENS } from '../../container/tokens.js';
import { createApp } from '../create-app.js';
import { GENEROUS_LIMITS, type TestServer } from './test-server.js';

/**
 * A hub of its own over the test server's database and data directory, as a restarted (or second) process would
 * be: its own container, app and job worker. Close it to stop it; the test server is left running.
 */
export const startHub = async (server: TestServer) => {
  const container = await createContainer(server.config, { clock: server.clock });
  container.rebind(TOKENS.knex).toConstantValue(server.knex);
  const app = createApp(container, {
    settings: { rateLimit: GENEROUS_LIMITS },
    logger: pino({ level: 'silent' }),
  });
  const listener = app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => listener.once('listening', done));
  return {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    uploads: resolve(container, TOKENS.knexUploads),
    /** Runs every queued job to its end (the server's own worker would; here the test says when). */
    drainJobs: () => resolve(container, TOKENS.jobWorker).drain(),
    async close() {
      listener.closeAllConnections();
      await new Promise<void>((done) => listener.close(() => done()));
      await container.unbindAllAsync();
    },
  };
};
