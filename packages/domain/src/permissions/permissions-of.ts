import type { Viewer } from '../users/user.js';
import { authorize } from './authorize.js';
import { ACTIONS, type Action, type PolicyModel } from './policy.js';

/**
 * Every action of the policy answered for one viewer and model, for pages that show or hide controls: the same
 * answer the server gives (`authorize`), so a locked model offers its owner no edit the server would refuse.
 */
export const permissionsOf = (viewer: Viewer, model: PolicyModel, now: Date): Record<Action, boolean> =>
  Object.fromEntries(ACTIONS.map((action) => [action, authorize(action, viewer, model, now).ok])) as Record<
    Action,
    boolean
  >;
