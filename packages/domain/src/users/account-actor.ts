import { rolesOf } from '../permissions/policy.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from './user.js';

/**
 * The hub's operator at its console (`atelier` without `--as`): trusted like the shell it runs in, with no account
 * of its own, which is how the first moderator gets made.
 */
export const CONSOLE = { kind: 'console' } as const;

/** Who changes someone's account (roles, mutes, Buzz grants): a moderator, or the operator at the console. */
export type AccountActor = Viewer | typeof CONSOLE;

export const isConsole = (actor: AccountActor): actor is typeof CONSOLE =>
  actor !== null && 'kind' in actor && actor.kind === 'console';

/** Account actions are the operator's and moderators' (a banned moderator counts as nobody). */
export const authorizeAccountAction = (actor: AccountActor): Result<null> => {
  if (isConsole(actor)) return ok(null);
  if (actor === null) return fail(errors.signInRequired);
  return rolesOf(actor, actor.id).includes('moderator') ? ok(null) : fail(errors.forbidden);
};
