import { isAllowed } from '../permissions/policy.js';
import type { Access } from '../ports/early-access.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type ModelNotice, notAvailableNotice } from './model-notices.js';
import { buildModelPage, type ModelPageView } from './model-page.js';
import { removedText } from './model-texts.js';
import { modelPageAccess, visibleFiles, visibleVersions } from './visibility.js';

export type ModelPage =
  | ModelPageView
  | { view: 'removed'; message: string }
  | { view: 'unavailable'; notice: ModelNotice };

/**
 * `model.getById`: the model page for this viewer: the model with its visible versions, their visible files and
 * review totals (loaded for all versions at once), notices and flags; or the removed / not-available views.
 * Hidden models are not found, exactly like missing ones.
 */
export class GetModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; modelVersionId?: number | null },
  ): Promise<Result<ModelPage, DomainError<'NOT_FOUND'>>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      // Moderators also get soft-deleted versions (marked by `deletedAt`), so they can restore them.
      const withDeleted = isAllowed('model.restoreVersion', viewer, model, now);
      const allVersions = await r.versions.ofModel(model.id, withDeleted ? { withDeleted } : {});
      const access = modelPageAccess(viewer, model, now);
      if (access.kind === 'notFound') return fail(errors.notFound);
      if (access.kind === 'removed') return ok({ view: 'removed' as const, message: removedText(model) });
      if (access.kind === 'hiddenBySettings') {
        return ok({ view: 'unavailable' as const, notice: notAvailableNotice(access.reason) });
      }

      const versions = visibleVersions(viewer, model, allVersions, now);
      const ids = versions.map((version) => version.id);
      const [details, bought] = await Promise.all([
        r.files.detailsOfVersions(ids),
        accessOfVersions(r, viewer, ids),
      ]);
      const files = [...details.values()].flatMap((version) => version.files);
      const figures = new Map([...details].map(([id, version]) => [id, version.figures]));
      return ok(
        buildModelPage({
          viewer,
          model,
          versions,
          files: visibleFiles(viewer, model, files, now),
          figures,
          access: bought,
          modelVersionId: input.modelVersionId ?? null,
          flags: {
            impersonation: this.deps.flags.isOn('impersonation'),
            recommenders: this.deps.flags.isOn('recommenders'),
            imageGeneration: this.deps.flags.isOn('imageGeneration'),
            earlyAccessModel: this.deps.flags.isOn('earlyAccessModel'),
          },
          now,
        }),
      );
    });
  }
}

/** The early access the viewer bought, per version; nobody's for anonymous viewers. */
const accessOfVersions = async (
  r: Repositories,
  viewer: Viewer,
  ids: number[],
): Promise<ReadonlyMap<number, Access>> => {
  if (viewer === null) return new Map();
  return r.earlyAccessPurchases.accessOfVersions(viewer.id, ids);
};
