import type { EarlyAccessConfig, ModelMeta, ModelVersion, New, VersionMeta } from '@atelier/domain';
import { fileHashRows, fileRow } from '../storage/knex/mappers/file-mapper.js';
import { modelRow } from '../storage/knex/mappers/model-mapper.js';
import { versionRow } from '../storage/knex/mappers/version-mapper.js';
import type { ModelContext, ModelRows, ModelSummary } from './model-context.js';
import type { ModelPlan, VersionPlan } from './plan-types.js';
import { describeModel, trainedWordsOf } from './texts.js';
import { addPosts, addReviews } from './version-content.js';

const DAY = 86_400_000;

const at = (now: Date, daysAgo: number): Date => new Date(now.getTime() - daysAgo * DAY);
function earlyAccessOf(
  plan: VersionPlan,
  now: Date,
): { endsAt: Date | null; config: EarlyAccessConfig | null } {
  const early = plan.earlyAccess;
  if (!early) return { endsAt: null, config: null };
  return {
    endsAt: new Date(now.getTime() + early.endsInDays * DAY),
    config: {
      chargeForDownload: early.downloadPrice !== null,
      downloadPrice: early.downloadPrice,
      chargeForGeneration: early.generationPrice !== null,
      generationPrice: early.generationPrice,
      freeGeneration: false,
      generationTrialLimit: early.generationPrice !== null ? 10 : null,
      timeframeDays: early.endsInDays + (plan.publishedDaysAgo ?? 0),
    },
  };
}

/** Generates and writes (files, images) everything of one model; returns its rows for bulk insertion. */
export async function generateModel(
  plan: ModelPlan,
  ctx: ModelContext,
  out: ModelRows,
): Promise<ModelSummary> {
  const { now, prng, ids } = ctx;
  const summary: ModelSummary = {
    versionIds: [],
    postIdsByVersion: new Map(),
    imageIds: [],
    sizeKbByVersion: new Map(),
  };
  const modelTotals = { up: 0, down: 0, downloads: 0, generations: 0 };
  let earlyAccessDeadline: Date | null = null;

  for (const [index, version] of plan.versions.entries()) {
    const versionId = ++ids.version;
    summary.versionIds.push(versionId);
    const publishedAt = version.publishedDaysAgo === null ? null : at(now, version.publishedDaysAgo);
    const createdAt = at(now, (version.publishedDaysAgo ?? 3) + 2);
    const live = publishedAt !== null && publishedAt <= now ? publishedAt : null;

    const fileIds: number[] = [];
    for (const filePlan of version.files) {
      const file = await ctx.files.modelFile(filePlan, versionId, plan.name, version.name);
      const fileId = ++ids.file;
      fileIds.push(fileId);
      summary.sizeKbByVersion.set(versionId, (summary.sizeKbByVersion.get(versionId) ?? 0) + file.sizeKB);
      out.model_files.push({ id: fileId, ...fileRow({ ...file, modelVersionId: versionId }) });
      out.model_file_hashes.push(...fileHashRows(fileId, file.hashes));
    }

    const quota = ctx.quotas.get(`${plan.id}:${index}`) ?? { images: 0, reviews: 0 };
    const where = { plan, version, versionId, live, createdAt, firstFileId: fileIds[0] };
    const reviews = addReviews(ctx, where, quota.reviews, out);
    const postIds = await addPosts(ctx, where, quota.images, reviews.ids, out, summary.imageIds);
    const { up } = reviews;
    const reviewed = reviews.ids.length;
    summary.postIdsByVersion.set(versionId, postIds);

    if (live && fileIds.length > 0) {
      for (const userId of prng.distinct(
        Math.min(prng.int(0, 6), ctx.activeUserIds.length),
        0,
        ctx.activeUserIds.length - 1,
      )) {
        out.reactions.push({
          id: ++ids.reaction,
          user_id: ctx.activeUserIds[userId],
          model_id: plan.id,
          model_version_id: versionId,
        });
      }
    }

    const early = earlyAccessOf(version, now);
    if (early.endsAt && (!earlyAccessDeadline || early.endsAt > earlyAccessDeadline))
      earlyAccessDeadline = early.endsAt;
    const generations = live ? prng.int(0, 5000) : 0;
    modelTotals.up += up;
    modelTotals.down += reviewed - up;
    modelTotals.downloads += reviewed;
    modelTotals.generations += generations;
    const meta: VersionMeta = {
      unpublishedReason: version.unpublishedReason ?? null,
      customMessage: null,
      needsReview: version.needsReview ?? false,
      picFinderModelId: null,
      allowAIRecommendations: true,
    };
    const adapter = plan.type === 'LORA' || plan.type === 'LoCon';
    const row: New<ModelVersion, 'fileCount' | 'postCount'> = {
      modelId: plan.id,
      index,
      name: version.name,
      status: version.status,
      baseModel: version.baseModel,
      baseModelType: 'Standard',
      description: `<p>${version.name} of ${plan.name}. ${index === 0 ? 'The newest release.' : 'An earlier release.'}</p>`,
      createdAt,
      publishedAt,
      earlyAccessEndsAt: early.endsAt,
      earlyAccessConfig: early.config,
      canDownload: true,
      canGenerate: ['Checkpoint', 'LORA', 'LoCon', 'TextualInversion'].includes(plan.type),
      usageControl: 'Download',
      steps: adapter ? 1200 + 100 * index : null,
      epochs: adapter ? 10 : null,
      clipSkip: plan.tags.includes('anime') ? 2 : null,
      strength: adapter ? 0.8 : null,
      trainedWords: trainedWordsOf(plan),
      trainingStatus: version.trainingStatus ?? null,
      inaccurate: false,
      deletedAt: null,
      deletedBy: null,
      meta,
      rank: {
        downloadCountAllTime: reviewed,
        generationCountAllTime: generations,
        earnedAmountAllTime: 0,
        thumbsUpCountAllTime: up,
        thumbsDownCountAllTime: reviewed - up,
      },
    };
    out.model_versions.push({ id: versionId, ...versionRow(row) });
  }

  const meta: ModelMeta = {
    unpublishedReason: plan.unpublishedReason ?? null,
    customMessage: plan.unpublishedReason ? 'Contact the moderators if you think this is a mistake.' : null,
    needsReview: plan.needsReview ?? false,
    bountyId: null,
    showcaseCollectionId: null,
    commentsLocked: plan.commentsLocked ?? false,
    cannotPromote: plan.cannotPromote ?? false,
    searchable: true,
    generationEnabled: true,
  };
  const publishedAt = plan.publishedDaysAgo === null ? null : at(now, plan.publishedDaysAgo);
  const nsfwLevel = plan.nsfwLevel ?? 1;
  out.models.push({
    id: plan.id,
    ...modelRow({
      name: plan.name,
      description: describeModel(plan),
      type: plan.type,
      checkpointType: plan.type === 'Checkpoint' ? (plan.id % 2 === 0 ? 'Merge' : 'Trained') : null,
      status: plan.status,
      mode: plan.mode,
      availability: plan.availability,
      nsfw: nsfwLevel >= 4,
      nsfwLevel,
      poi: plan.poi ?? false,
      minor: plan.minor ?? false,
      locked: plan.locked ?? false,
      deletedAt: plan.deletedDaysAgo === undefined ? null : at(now, plan.deletedDaysAgo),
      deletedBy: plan.deletedDaysAgo === undefined ? null : plan.ownerId,
      publishedAt,
      updatedAt: at(now, Math.max(0, Math.min(...plan.versions.map((v) => v.publishedDaysAgo ?? 3)))),
      earlyAccessDeadline,
      userId: plan.ownerId,
      meta,
      tags: [],
      licenses: [],
      ownershipProcessing: false,
      hasSuggestedResources: plan.id === 1,
      rank: {
        thumbsUpCountAllTime: modelTotals.up,
        thumbsDownCountAllTime: modelTotals.down,
        downloadCountAllTime: modelTotals.downloads,
        generationCountAllTime: modelTotals.generations,
        collectedCountAllTime: ctx.collectedCount.get(plan.id) ?? 0,
        tippedAmountCountAllTime: ctx.tippedAmount.get(plan.id) ?? 0,
      },
      allowNoCredit: true,
      allowCommercialUse: plan.id % 3 === 0 ? ['None'] : ['Image', 'RentCivit'],
      allowDerivatives: true,
      allowDifferentLicense: plan.id % 4 !== 0,
      sfwOnly: false,
    }),
  });
  for (const [position, tag] of plan.tags.entries()) {
    out.model_tags.push({ model_id: plan.id, tag_id: ctx.tagIds.get(tag), position });
  }
  out.model_licenses.push({ model_id: plan.id, license_id: ctx.licenseId, position: 0 });
  return summary;
}
