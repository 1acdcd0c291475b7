export {
  type Config,
  ConfigError,
  type DatabaseConfig,
  defaultUploadSettings,
  flagEnvKey,
  loadConfig,
  type UploadSettings,
} from './config.js';
