export { type Config, ConfigError, type DatabaseConfig, flagEnvKey, loadConfig } from './config.js';
