/** The wizard's steps: 1 details, 2 files, 3 images. Only step 2 is built; the others are a later issue's. */
export const BUILT_STEPS = ['2'] as const;
export type BuiltStep = (typeof BUILT_STEPS)[number];

/** The step the address asks for when this app can show it; null: the not-found page (as before it was built). */
export const wizardStepFrom = (searchParams: URLSearchParams): BuiltStep | null => {
  const step = searchParams.get('step');
  return (BUILT_STEPS as readonly string[]).includes(step ?? '') ? (step as BuiltStep) : null;
};

/** Bytes per tus PATCH: a few MB by default, `ATELIER_UPLOAD_CHUNK_BYTES` to change it (tests send small chunks). */
export const DEFAULT_CHUNK_BYTES = 5 * 1024 * 1024;

export const chunkBytesFrom = (value: string | undefined): number => {
  const bytes = Number(value);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : DEFAULT_CHUNK_BYTES;
};
