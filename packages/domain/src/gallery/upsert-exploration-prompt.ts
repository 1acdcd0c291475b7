import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedVersion } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import type { Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { validateExplorationPrompt } from './exploration-rules.js';
import type { ExplorationPrompt } from './gallery.js';

/**
 * `modelVersion.upsertExplorationPrompt`: the owner or a moderator adds a prompt, or replaces the one with the
 * same name. Without an index a new prompt goes last and a replaced one keeps its place. Audited.
 */
export class UpsertExplorationPrompt {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; modelId: number; name: string; prompt: string; index?: number },
  ): Promise<Result<ExplorationPrompt>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (repositories): Promise<Result<ExplorationPrompt>> => {
      const loaded = await loadAuthorizedVersion(
        repositories,
        'model.managePrompts',
        viewer,
        input.id,
        now,
        input.modelId,
      );
      if (!loaded.ok) return loaded;
      const fields = validateExplorationPrompt(input);
      if (!fields.ok) return fields;
      const existing = await repositories.explorationPrompts.ofVersion(input.id);
      const index =
        input.index ??
        existing.find((prompt) => prompt.name === fields.value.name)?.index ??
        Math.max(-1, ...existing.map((prompt) => prompt.index)) + 1;
      const saved = await repositories.explorationPrompts.upsert({
        id: input.id,
        modelId: input.modelId,
        name: fields.value.name,
        prompt: fields.value.prompt,
        index,
      });
      await repositories.audit.append(
        auditEntry(
          viewer,
          'modelVersion.upsertExplorationPrompt',
          { modelId: input.modelId, modelVersionId: input.id },
          now,
          { name: saved.name },
        ),
      );
      return { ok: true, value: saved };
    });
  }
}
