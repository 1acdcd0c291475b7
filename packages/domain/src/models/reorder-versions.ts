import { auditEntry } from '../moderation/audit-entry.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelVersion } from './model-version.js';
import { checkVersionOrder } from './version-order.js';

/** `model.reorderVersions`: saves the drag-and-drop order; the list must name every version exactly once. */
export class ReorderVersions {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; modelVersions: number[] },
  ): Promise<Result<ModelVersion[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const loadedModel = await loadAuthorizedModel(r, 'model.reorderVersions', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      const versions = await r.versions.ofModel(model.id);
      const order = checkVersionOrder(
        versions.map((version) => version.id),
        input.modelVersions,
      );
      if (!order.ok) return order;

      const reordered = order.value.map((id, index) => {
        const version = versions.find((candidate) => candidate.id === id);
        if (version === undefined) throw new Error(`checkVersionOrder let through unknown version ${id}`);
        return { ...version, index };
      });
      for (const version of reordered) await r.versions.save(version);
      await r.audit.append(
        auditEntry(viewer, 'model.reorderVersions', { modelId: model.id }, now, { order: order.value }),
      );
      return ok(reordered);
    });
  }
}
