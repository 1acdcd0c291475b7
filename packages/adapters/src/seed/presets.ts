export const PRESET_NAMES = ['small', 'large'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** The password of every named demo user in the small preset (docs/demo-data.md). Public: for demos only. */
export const DEMO_PASSWORD = 'atelier-demo';

export type Preset = {
  name: PresetName;
  /** PRNG seed: the same preset, seed and `now` give the same rows. */
  seed: number;
  users: number;
  models: number;
  /** Exact totals, spread over the versions that can carry them. */
  images: number;
  reviews: number;
  /**
   * `unique`: every model file and image is its own real file on disk. `shared`: rows point at a small pool of real
   * files (the large preset would otherwise write a million PNGs); their recorded hashes are the pool files' hashes.
   */
  files: 'unique' | 'shared';
  /** Rows per batch for the bulk-insert tables (each batch is one transaction). */
  batchRows: number;
  /** Models generated and inserted per step, to keep memory flat. */
  modelsPerChunk: number;
  /** The password the named users (ids 1–12) sign in with; null leaves every user without one. */
  demoPassword: string | null;
};

export const PRESETS: Record<PresetName, Preset> = {
  small: {
    name: 'small',
    seed: 20261122,
    users: 60,
    models: 48,
    images: 640,
    reviews: 420,
    files: 'unique',
    batchRows: 1000,
    modelsPerChunk: 48,
    demoPassword: DEMO_PASSWORD,
  },
  large: {
    name: 'large',
    seed: 20261122,
    users: 3000,
    models: 10_000,
    images: 1_000_000,
    reviews: 1_000_000,
    files: 'shared',
    batchRows: 5000,
    modelsPerChunk: 250,
    // Benchmarks sign no one in; no scrypt hashes to compute.
    demoPassword: null,
  },
};
