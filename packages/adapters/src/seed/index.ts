export { insertBatches } from './bulk-insert.js';
export { DEMO_PASSWORD, PRESET_NAMES, PRESETS, type Preset, type PresetName } from './presets.js';
export {
  SeedError,
  type SeedOptions,
  type SeedPhase,
  type SeedProgress,
  type SeedReport,
  seed,
} from './seed.js';
export { SeedIfEmpty } from './seed-if-empty.js';
