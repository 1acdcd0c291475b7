import type { Deps } from '../shared/deps.js';

/**
 * Removes from storage the files a permanent delete left without any row: run after the delete commits, so a rolled
 * back delete never loses bytes, and only for keys nothing else refers to. Returns how many files were removed.
 */
export const removeUnreferencedFiles = async (
  deps: Pick<Deps, 'uow' | 'files'>,
  keys: readonly string[],
): Promise<number> => {
  if (keys.length === 0) return 0;
  const orphans = await deps.uow.read((r) => r.deletions.unreferenced(keys));
  for (const key of orphans) await deps.files.remove(key);
  return orphans.length;
};
