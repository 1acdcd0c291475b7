import { tombstonesFor } from '../catalog/leave-tombstones.js';
import { runRefunding } from '../early-access/refunds.js';
import { MODEL_MODES, type Model, type ModelMode } from '../models/model.js';
import { loadAuthorizedModel } from '../permissions/load-authorized.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { auditEntry } from './audit-entry.js';

type ModeChange = { id: number; mode: ModelMode | null; previousMode: ModelMode | null };

/**
 * `model.changeMode`: a moderator archives, takes down or brings back (null) a model. The page applies the change
 * optimistically; the answer carries the previous mode, and on failure nothing changed, so the page restores it.
 */
export class ChangeMode {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'notifier'>) {}

  /** `tombstone: false` takes a model down without leaving tombstones (catalog/tombstone.ts): a moderator's choice. */
  async execute(
    viewer: Viewer,
    input: { id: number; mode: ModelMode | null; tombstone?: boolean },
  ): Promise<Result<ModeChange>> {
    const now = this.deps.clock.now();
    const told: { takenDown: { userId: number; name: string } | null } = { takenDown: null };
    const result = await runRefunding(this.deps, async (r, refund) => {
      told.takenDown = null;
      const loadedModel = await loadAuthorizedModel(r, 'model.changeMode', viewer, input.id, now);
      if (!loadedModel.ok) return loadedModel;
      const model = loadedModel.value;
      if (input.mode !== null && !MODEL_MODES.includes(input.mode)) return fail(errors.changeModeFailed);

      await r.models.save({ ...model, mode: input.mode, updatedAt: now });
      await this.markRemoval(r, model, input, now);
      // Archived and TakenDown take bought early access away; bringing a model back gives nothing back to refund.
      if (input.mode !== null) {
        const versions = await r.versions.ofModel(model.id);
        await refund(
          versions.map((version) => version.id),
          now,
        );
      }
      await r.audit.append(
        auditEntry(viewer, 'model.changeMode', { modelId: model.id }, now, {
          from: model.mode,
          to: input.mode,
        }),
      );
      if (input.mode === 'TakenDown' && model.mode !== 'TakenDown') told.takenDown = model;
      return ok({ id: model.id, mode: input.mode, previousMode: model.mode });
    });
    const owner = told.takenDown;
    if (result.ok && owner !== null) {
      await this.deps.notifier.notify(
        { userIds: [owner.userId] },
        { kind: 'takedown', message: `Your model "${owner.name}" was taken down by a moderator.` },
      );
    }
    return result;
  }

  /** A takedown leaves tombstones (unless the moderator chose none); bringing the model back lifts them. */
  private async markRemoval(
    r: Repositories,
    model: Model,
    input: { mode: ModelMode | null; tombstone?: boolean },
    now: Date,
  ): Promise<void> {
    const takenDown = input.mode === 'TakenDown';
    if (takenDown === (model.mode === 'TakenDown')) return;
    const versions = await r.versions.ofModel(model.id);
    if (takenDown && input.tombstone !== false)
      await r.tombstones.leave(await tombstonesFor(r, model, versions, { category: 'moderation', at: now }));
    if (!takenDown && model.deletedAt === null)
      await r.tombstones.lift(versions.map((version) => version.id));
  }
}
