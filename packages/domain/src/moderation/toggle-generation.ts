import type { ModelMeta } from '../models/model.js';
import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { toggleMetaFlag } from './toggle-meta-flag.js';

/** A moderator adds the model to on-site generation or removes it; only while the impersonation flag is on (§6). */
export class ToggleGeneration {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  execute(viewer: Viewer, input: { id: number }): Promise<Result<{ id: number; meta: ModelMeta }>> {
    const featureOn = this.deps.flags.isOn('impersonation');
    return toggleMetaFlag(
      this.deps,
      viewer,
      input.id,
      'model.toggleGeneration',
      'generationEnabled',
      featureOn,
    );
  }
}
