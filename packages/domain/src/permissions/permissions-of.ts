import type { Viewer } from '../users/user.js';
import { ACTIONS, type Action, isAllowed, type PolicyModel } from './policy.js';

/** Every action of the policy answered for one viewer and model, for pages that show or hide controls. */
export const permissionsOf = (viewer: Viewer, model: PolicyModel, now: Date): Record<Action, boolean> =>
  Object.fromEntries(ACTIONS.map((action) => [action, isAllowed(action, viewer, model, now)])) as Record<
    Action,
    boolean
  >;
