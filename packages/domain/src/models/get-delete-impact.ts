import { authorize, authorizeOnVersion } from '../permissions/authorize.js';
import type { Deletion, OthersContent } from '../ports/models.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/** What a delete takes with it, for the owner's confirmation: other people's content it hides, refunds it makes. */
type DeleteImpact = OthersContent & { refunds: { purchases: number; buzz: number } };

/**
 * `model.getDeleteImpact` / `modelVersion.getDeleteImpact`: counted by the same stores that hide and refund, so
 * the confirmation says exactly what the delete will do.
 */
export class GetDeleteImpact {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, deletion: Deletion): Promise<Result<DeleteImpact>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const version = deletion.kind === 'version' ? await r.versions.ofId(deletion.id) : null;
      if (deletion.kind === 'version' && (version === null || version.deletedAt !== null)) {
        return fail(errors.notFound);
      }
      const model = await r.models.ofId(version?.modelId ?? deletion.id);
      if (model === null) return fail(errors.notFound);
      const allowed =
        version === null
          ? authorize('model.delete', viewer, model, now)
          : authorizeOnVersion('model.deleteVersion', viewer, model, version, now);
      if (!allowed.ok) return allowed;

      const versionIds =
        version === null ? (await r.versions.ofModel(model.id)).map((v) => v.id) : [version.id];
      const [others, refundable] = await Promise.all([
        r.deletions.othersContent(deletion, model.userId),
        r.escrow.refundableOf(versionIds, now),
      ]);
      const buzz = refundable.reduce((sum, payment) => sum + payment.amount, 0);
      return ok({ ...others, refunds: { purchases: refundable.length, buzz } });
    });
  }
}
