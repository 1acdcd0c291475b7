import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canRequestExploration, explorationRequest } from './exploration-rules.js';

/**
 * Exploration images for one of a version's prompts: 9 at a random offset (0..99), then 9 more as the viewer
 * scrolls. Refused while more than 5 requests are pending or after more than 5 adult-content retries.
 * `random` is injected so tests (and replays) are deterministic.
 */
export class GenerateExplorationImages {
  constructor(
    private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'generation'>,
    private readonly random: () => number = Math.random,
  ) {}

  async execute(
    viewer: Viewer,
    input: { modelVersionId: number; name: string; alreadyShown: number; adultRetries: number },
  ): Promise<Result<{ imageUrls: string[] }>> {
    if (!this.deps.flags.isOn('imageGeneration')) return fail(errors.featureOff);
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    const prompt = await this.deps.uow.read(async (repositories) => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.view',
        viewer,
        input.modelVersionId,
        now,
      );
      if (!loaded.ok) return loaded;
      const prompts = await repositories.explorationPrompts.ofVersion(input.modelVersionId);
      const found = prompts.find((candidate) => candidate.name === input.name);
      return found === undefined ? fail(errors.notFound) : { ok: true as const, value: found };
    });
    if (!prompt.ok) return prompt;
    const pending = await this.deps.generation.pendingCount(viewer.id);
    const allowed = canRequestExploration({ pending, adultRetries: input.adultRetries });
    if (!allowed.ok) return allowed;
    const request = explorationRequest(prompt.value.prompt, {
      alreadyShown: input.alreadyShown,
      random: this.random,
    });
    return this.deps.generation.generate(viewer.id, request);
  }
}
