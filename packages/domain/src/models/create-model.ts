import { auditEntry } from '../moderation/audit-entry.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { Model, ModelType } from './model.js';
import type { ModelVersion } from './model-version.js';

export type CreateModelInput = {
  name: string;
  type: ModelType;
  description?: string;
  /** The first version's name and base model. */
  versionName: string;
  baseModel: string;
};

/**
 * Creates a model in Draft with its first version, owned by the viewer: the start of publishing (docs/uploads.md).
 * Files are added with `modelFile.create`, images with a post; publishing follows the usual rules. Muted and banned
 * accounts cannot create.
 */
export class CreateModel {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: CreateModelInput,
  ): Promise<Result<{ model: Model; version: ModelVersion }>> {
    if (viewer === null || viewer.banned) return fail(errors.signInRequired);
    if (viewer.muted) return fail(errors.muted);
    const name = input.name.trim();
    const versionName = input.versionName.trim();
    if (name === '' || versionName === '' || input.baseModel.trim() === '') {
      return fail(errors.invalidInput('A model needs a name, a version name and a base model.'));
    }
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const model = await r.models.create({
        name,
        description: input.description ?? '',
        type: input.type,
        checkpointType: null,
        status: 'Draft',
        mode: null,
        availability: 'Public',
        nsfw: false,
        nsfwLevel: 0,
        poi: false,
        minor: false,
        locked: false,
        deletedAt: null,
        deletedBy: null,
        publishedAt: null,
        updatedAt: now,
        earlyAccessDeadline: null,
        userId: viewer.id,
        meta: {
          unpublishedReason: null,
          customMessage: null,
          needsReview: false,
          bountyId: null,
          showcaseCollectionId: null,
          commentsLocked: false,
          cannotPromote: false,
          searchable: true,
          generationEnabled: true,
        },
        tags: [],
        licenses: [],
        ownershipProcessing: false,
        hasSuggestedResources: false,
        rank: {
          thumbsUpCountAllTime: 0,
          thumbsDownCountAllTime: 0,
          downloadCountAllTime: 0,
          generationCountAllTime: 0,
          collectedCountAllTime: 0,
          tippedAmountCountAllTime: 0,
        },
        // The most permissive licence terms until the creator says otherwise, as on comparable hubs.
        allowNoCredit: true,
        allowCommercialUse: ['Image', 'RentCivit', 'Rent', 'Sell'],
        allowDerivatives: true,
        allowDifferentLicense: true,
        sfwOnly: false,
      });
      const version = await r.versions.create({
        modelId: model.id,
        index: 0,
        name: versionName,
        status: 'Draft',
        baseModel: input.baseModel.trim(),
        baseModelType: 'Standard',
        description: '',
        createdAt: now,
        publishedAt: null,
        earlyAccessEndsAt: null,
        earlyAccessConfig: null,
        canDownload: true,
        canGenerate: false,
        usageControl: 'Download',
        steps: null,
        epochs: null,
        clipSkip: null,
        strength: null,
        trainedWords: [],
        trainingStatus: null,
        inaccurate: false,
        deletedAt: null,
        deletedBy: null,
        meta: {
          unpublishedReason: null,
          customMessage: null,
          needsReview: false,
          picFinderModelId: null,
          allowAIRecommendations: true,
        },
        rank: {
          downloadCountAllTime: 0,
          generationCountAllTime: 0,
          earnedAmountAllTime: 0,
          thumbsUpCountAllTime: 0,
          thumbsDownCountAllTime: 0,
        },
      });
      await r.audit.append(
        auditEntry(viewer, 'model.create', { modelId: model.id, modelVersionId: version.id }, now, {
          name: model.name,
          type: model.type,
        }),
      );
      return ok({ model, version });
    });
  }
}
