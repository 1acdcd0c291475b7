import { ConfigError, loadConfig } from '../config/config.js';
import { serve } from './serve.js';

/** The server's entry point: configuration from the environment, then `serve` until SIGTERM. */
try {
  await serve(loadConfig(process.env));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 78; // EX_CONFIG
}
