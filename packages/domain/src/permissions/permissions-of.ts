import type { Viewer } from '../users/user.js';
import { isLockedFor } from './authorize.js';
import { ACTIONS, type Action, isAllowed, type PolicyModel } from './policy.js';

/**
 * Every action of the policy answered for one viewer and a model they can see, for pages that show or hide controls:
 * the answer `authorize` gives the server, so a locked model offers its owner no edit the server would refuse.
 */
export const permissionsOf = (viewer: Viewer, model: PolicyModel, now: Date): Record<Action, boolean> =>
  Object.fromEntries(
    ACTIONS.map((action) => [
      action,
      isAllowed(action, viewer, model, now) && !isLockedFor(action, viewer, model),
    ]),
  ) as Record<Action, boolean>;
