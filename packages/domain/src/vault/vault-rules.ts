import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';

/** Spec §5: only members keep versions in the vault; everyone else gets the upsell. */
export const canUseVault = (viewer: Viewer): Result<User> => {
  if (viewer === null) return fail(errors.signInRequired);
  if (!viewer.isMember) return fail(errors.membershipRequired);
  return ok(viewer);
};

/** Whether adding `addKb` keeps the vault within its limit; the message opens the storage-full modal (spec §8). */
export const checkVaultCapacity = (usedKb: number, addKb: number, limitKb: number): Result<null> =>
  usedKb + addKb > limitKb ? fail(errors.vaultStorageLimit) : ok(null);

/** What a version takes in the vault: the files the member may download, public ones unless they own the model. */
export const vaultSizeKb = (
  files: readonly { sizeKB: number; visibility: 'Public' | 'Private' }[],
  includePrivate: boolean,
): number =>
  files
    .filter((file) => includePrivate || file.visibility === 'Public')
    .reduce((total, file) => total + file.sizeKB, 0);
