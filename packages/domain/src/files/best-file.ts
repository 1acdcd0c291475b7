import type { FilePreference } from '../users/user.js';
import type { FileMetadata } from './model-file.js';

/** Spec §5: the preference of anonymous viewers and of users who never chose one. */
export const DEFAULT_FILE_PREFERENCE = { format: 'SafeTensor', size: 'pruned', fp: 'fp16' } as const;

/** How much each metadata key weighs: format outranks size, size outranks fp. */
const WEIGHTS = { format: 100, size: 10, fp: 1 } as const;
const PRIMARY_TYPES: readonly string[] = ['Model', 'Pruned Model'];

type ScorableFile = { type: string; metadata?: FileMetadata | null };

/**
 * Spec §5 best-file score: base 1000, ± each weight as the file matches or misses the preference, +1000 for the model
 * itself. A key the file (or the preference) does not state neither adds nor subtracts.
 */
export const scoreFile = (
  file: ScorableFile,
  preference: Partial<FilePreference> = DEFAULT_FILE_PREFERENCE,
): number => {
  let score = 1000;
  for (const key of ['format', 'size', 'fp'] as const) {
    const value = file.metadata?.[key];
    const wanted = preference[key];
    if (value == null || wanted == null) continue;
    score += value === wanted ? WEIGHTS[key] : -WEIGHTS[key];
  }
  return PRIMARY_TYPES.includes(file.type) ? score + 1000 : score;
};

/** The highest-scoring file, the first one on a tie; undefined when there are none. */
export const pickBestFile = <F extends ScorableFile>(
  files: readonly F[],
  preference: Partial<FilePreference> = DEFAULT_FILE_PREFERENCE,
): F | undefined => {
  let best: F | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const file of files) {
    const score = scoreFile(file, preference);
    if (score > bestScore) {
      best = file;
      bestScore = score;
    }
  }
  return best;
};
