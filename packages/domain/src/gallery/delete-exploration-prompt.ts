import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** `modelVersion.deleteExplorationPrompt`: the owner or a moderator removes a prompt by version and name. Audited. */
export class DeleteExplorationPrompt {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; name: string; modelId: number },
  ): Promise<Result<{ id: number; name: string }>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<{ id: number; name: string }>> => {
      const model = await loadAuthorizedModel(
        repositories,
        'model.managePrompts',
        viewer,
        input.modelId,
        now,
      );
      if (!model.ok) return model;
      const version = await repositories.versions.ofId(input.id);
      if (version === null || version.modelId !== input.modelId) return fail(errors.deletePromptFailed);
      const removed = await repositories.explorationPrompts.remove(input.id, input.name);
      if (!removed) return fail(errors.deletePromptFailed);
      await repositories.audit.append(
        auditEntry(
          viewer,
          'modelVersion.deleteExplorationPrompt',
          { modelId: input.modelId, modelVersionId: input.id },
          now,
          { name: input.name },
        ),
      );
      return ok({ id: input.id, name: input.name });
    });
  }
}
