import type { ModelMeta } from '../models/model.js';
import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { toggleMetaFlag } from './toggle-meta-flag.js';

/** A moderator lists the model in search or takes it out. */
export class ToggleSearchable {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number; meta: ModelMeta }>> {
    return toggleMetaFlag(this.deps, viewer, input.id, 'model.toggleSearchable', 'searchable');
  }
}
