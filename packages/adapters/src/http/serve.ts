import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import { type Logger, pino } from 'pino';
import { type Config, defaultGenerationSettings } from '../config/config.js';
import { createContainer, disposeContainer, resolve } from '../container/create-container.js';
import { TOKENS } from '../container/tokens.js';
import { type ReferenceProvider, startReferenceProvider } from '../generation/reference-provider.js';
import { startEscrowSweep } from '../jobs/escrow-sweep.js';
import { DEFAULT_FLAGS_REFRESH_MS } from '../system/db-feature-flags.js';
import { startUploadSweep } from '../uploads/upload-sweep.js';
import { createApp, type Pages } from './create-app.js';
import { defaultHttpSettings, type HttpSettings } from './http-settings.js';

export type ServeOptions = {
  logger?: Logger;
  /** Interface to listen on; all of them by default. */
  host?: string;
  settings?: Partial<HttpSettings>;
  /**
   * How long `/readyz` says "draining" before the listener closes, so a load balancer stops routing here
   * first (0 by default: nothing is in front of a single process).
   */
  drainDelayMs?: number;
  /** How long a shutdown waits for requests in flight before cutting their connections. */
  shutdownGraceMs?: number;
  /** The web pages, mounted after the API (apps/web passes its server-rendered app). */
  pages?: Pages;
  /** Stop gracefully on SIGTERM and SIGINT (the default; tests turn it off and call `close`). */
  handleSignals?: boolean;
};

/**
 * With no `ATELIER_GENERATION_URL`, the reference provider (docs/generation.md) runs in this process on a loopback
 * port, with `ATELIER_GENERATION_KEY` as its key when set, a random one otherwise. Neither key is ever logged.
 */
const withGenerationProvider = async (
  config: Config,
  logger: Logger,
): Promise<{ config: Config; referenceProvider: ReferenceProvider | null }> => {
  const generation = config.generation ?? defaultGenerationSettings();
  if (generation.url !== null) {
    logger.info({ provider: new URL(generation.url).host }, 'image generation: external provider');
    return { config, referenceProvider: null };
  }
  const key = generation.key ?? randomBytes(24).toString('base64url');
  const referenceProvider = await startReferenceProvider({ key });
  logger.info(
    { provider: referenceProvider.url },
    'image generation: reference renderer in process (set ATELIER_GENERATION_URL for a real provider)',
  );
  return {
    config: { ...config, generation: { ...generation, url: referenceProvider.url, key } },
    referenceProvider,
  };
};

export type RunningServer = {
  url: string;
  container: Container;
  server: Server;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
};

/**
 * Runs the hub: builds the container, brings the schema up to date, fills an empty database with the small
 * demo preset, and serves the app on `config.port`. SIGTERM (or `close`) drains it: no new connections,
 * `/readyz` answers 503, requests in flight finish, then the database pool closes.
 */
export async function serve(given: Config, options: ServeOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const { config, referenceProvider } = await withGenerationProvider(given, logger);
  const container = await createContainer(config, { migrate: true });
  const seeded = await resolve(container, TOKENS.seedIfEmpty).run();
  if (seeded !== null) logger.info({ report: seeded }, 'empty database: seeded the small demo preset');
  // Flags set with `atelier flags set` are read now and every few seconds (docs/configuration.md#feature-flags).
  const flags = resolve(container, TOKENS.dbFeatureFlags);
  await flags.refresh();
  const stopFlagRefresh = flags.startRefreshing(config.flagsRefreshMs ?? DEFAULT_FLAGS_REFRESH_MS, (error) =>
    logger.error({ err: error }, 'reading the feature flags failed; keeping the last ones'),
  );

  let draining = false;
  const app = createApp(container, {
    logger,
    settings: {
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      pageCacheMs: (config.pageCacheSeconds ?? 10) * 1000,
      ...options.settings,
      rateLimit: {
        ...defaultHttpSettings().rateLimit,
        signIn: config.signInLimit,
        ...options.settings?.rateLimit,
      },
    },
    ...(options.pages ? { pages: options.pages } : {}),
    isDraining: () => draining,
  });
  const server = app.listen(config.port, options.host ?? '0.0.0.0');
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? 'localhost'}:${port}`;
  logger.info({ url, database: config.database.client, dataDir: config.dataDir }, 'Atelier is listening');
  const virusScanning = await resolve(container, TOKENS.clamd).status();
  if (virusScanning.state === 'off')
    logger.warn(
      `virus scanning is off: ${virusScanning.reason} (uploads are marked Error; docs/scanning.md)`,
    );
  else logger.info({ clamd: virusScanning.version }, 'virus scanning is on');
  const stopEscrowSweep = startEscrowSweep(container, logger);
  // Queued jobs run here unless ATELIER_WORKER=off leaves them to `atelier worker`; disposeContainer stops it.
  if ((config.worker ?? 'inline') === 'inline') {
    resolve(container, TOKENS.jobWorker).start(logger.child({ component: 'jobs' }));
    logger.info('job worker running inside the server (ATELIER_WORKER=inline)');
  }
  const stopUploadSweep = startUploadSweep(container, logger);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      draining = true;
      logger.info('shutting down: finishing requests in flight');
      if (options.drainDelayMs) await new Promise((done) => setTimeout(done, options.drainDelayMs));
      const stopped = new Promise<void>((done) => server.close(() => done()));
      // Keep-alive connections would hold `close` open until they time out: close each as soon as it is idle
      // (busy ones finish their response first).
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const grace = setTimeout(() => {
        logger.warn('requests still in flight after the grace period: closing their connections');
        server.closeAllConnections();
      }, options.shutdownGraceMs ?? 10_000);
      grace.unref();
      await stopped;
      clearInterval(sweep);
      await stopEscrowSweep();
      await stopUploadSweep();
      await stopFlagRefresh();
      clearTimeout(grace);
      await disposeContainer(container);
      await referenceProvider?.close();
      logger.info('stopped');
    })();
    return closing;
  };

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal received');
      close().then(
        () => {
          process.exitCode = 0;
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exitCode = 1;
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  return { url, container, server, close };
}
