import type { Model } from '../models/model.js';
import type { Viewer } from '../users/user.js';
import { ACTIONS, type Action, isAllowed } from './policy.js';

/** Every action of the policy answered for one viewer and model, for pages that show or hide controls. */
export const permissionsOf = (
  viewer: Viewer,
  model: Pick<Model, 'userId' | 'status' | 'availability' | 'deletedAt' | 'publishedAt'>,
  now: Date,
): Record<Action, boolean> =>
  Object.fromEntries(ACTIONS.map((action) => [action, isAllowed(action, viewer, model, now)])) as Record<
    Action,
    boolean
  >;
