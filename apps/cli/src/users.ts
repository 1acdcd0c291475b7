import { ok, type UnitOfWork, type User } from '@atelier/domain';
import { cliErrors, Refusal } from './cli-errors.js';

/** A member's vault capacity, as members get it elsewhere in Atelier: 10 GB. */
export const MEMBER_VAULT_KB = 10 * 1024 * 1024;

/** The named user, or a not-found refusal (exit code 3). */
export const userNamed = async (uow: UnitOfWork, username: string): Promise<User> => {
  const user = await uow.read((r) => r.users.ofUsername(username));
  if (user === null || user.deletedAt !== null) throw new Refusal(cliErrors.unknownUser(username));
  return user;
};

export type RoleChange = Partial<Pick<User, 'isModerator' | 'isMember' | 'muted'>>;

/** Applies a role change to the user as stored now (read and saved in one transaction) and returns the result. */
export const changeRoles = async (uow: UnitOfWork, userId: number, change: RoleChange): Promise<User> => {
  const result = await uow.run(async (r) => {
    const current = await r.users.ofId(userId);
    if (current === null) throw new Error(`user ${userId} vanished while its roles were changed`);
    const next: User = { ...current, ...change };
    if (next.isMember && next.vaultStorageKb === 0) next.vaultStorageKb = MEMBER_VAULT_KB;
    await r.users.save(next);
    return ok(next);
  });
  return result.value;
};
