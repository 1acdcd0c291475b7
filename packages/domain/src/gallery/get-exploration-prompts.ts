import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ExplorationPrompt } from './gallery.js';

/** `modelVersion.getExplorationPromptsById`: the version's exploration prompts, in order. */
export class GetExplorationPrompts {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<ExplorationPrompt[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (repositories) => {
      const loaded = await loadAuthorizedVersion(repositories, 'model.view', viewer, input.id, now);
      if (!loaded.ok) return loaded;
      return ok(await repositories.explorationPrompts.ofVersion(input.id));
    });
  }
}
