import type { UnitOfWork, User } from '@atelier/domain';
import { cliErrors, Refusal } from './cli-errors.js';

/** The named user, or a not-found refusal (exit code 3). */
export const userNamed = async (uow: UnitOfWork, username: string): Promise<User> => {
  const user = await uow.read((r) => r.users.ofUsername(username));
  if (user === null || user.deletedAt !== null) throw new Refusal(cliErrors.unknownUser(username));
  return user;
};
