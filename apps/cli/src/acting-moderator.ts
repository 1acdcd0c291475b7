import { type AccountActor, CONSOLE, type UnitOfWork, type User } from '@atelier/domain';
import { Option } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal } from './cli-errors.js';

export const MODERATOR_ENV = 'ATELIER_MODERATOR';

/** `--as <username>`, falling back to ATELIER_MODERATOR, on every moderation command. */
export const asOption = (description = 'the moderator to act as') =>
  new Option('--as <username>', description).env(MODERATOR_ENV);

export const asSchema = z.string().trim().optional();

/**
 * The user a moderation command acts as. It must exist, not be banned, and be a moderator; the use case then
 * checks the policy again and the audit log records this user as the actor.
 */
export const actingModerator = async (uow: UnitOfWork, username: string | undefined): Promise<User> => {
  if (username === undefined || username === '') throw new Refusal(cliErrors.moderatorRequired);
  const user = await uow.read((r) => r.users.ofUsername(username));
  if (user === null || user.deletedAt !== null) throw new Refusal(cliErrors.unknownUser(username));
  if (user.banned) throw new Refusal(cliErrors.actorBanned(username));
  if (!user.isModerator) throw new Refusal(cliErrors.notAModerator(username));
  return user;
};

/**
 * Who an account command (user promote/mute, buzz grant) acts as: the moderator named by `--as` (or
 * ATELIER_MODERATOR), checked as above; otherwise the operator at the console, which needs no account.
 */
export const accountActor = async (uow: UnitOfWork, username: string | undefined): Promise<AccountActor> =>
  username === undefined || username === '' ? CONSOLE : actingModerator(uow, username);

/** Lines for people when a use case refuses a verified moderator: then it is the model's state that says no. */
export const MODERATION_HINTS = {
  'AUTH.FORBIDDEN':
    "The acting user is a moderator, so the model's current state does not allow this (restore needs a deleted model, unpublish-violation a published one, most others a model that is not deleted). `atelier audit` shows what happened to it.",
};
