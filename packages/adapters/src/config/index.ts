export {
  type Config,
  ConfigError,
  type DatabaseConfig,
  defaultUploadSettings,
  flagEnvKey,
  loadConfig,
  publicUrl as publicOriginSchema,
  type UploadSettings,
} from './config.js';
export { DEFAULT_MEMBERSHIP_TIERS } from './membership-tiers.js';
