import { AddComment } from '../../comments/add-comment.js';
import { ToggleCommentHidden } from '../../comments/toggle-comment-hidden.js';
import { CreateModelFile } from '../../files/create-model-file.js';
import { DeleteModelFile } from '../../files/delete-model-file.js';
import { UpdateModelFile } from '../../files/update-model-file.js';
import { CopyGallerySettings } from '../../gallery/copy-gallery-settings.js';
import { DeleteExplorationPrompt } from '../../gallery/delete-exploration-prompt.js';
import { defaultGallerySettings } from '../../gallery/gallery-settings-rules.js';
import { UpdateGallerySettings } from '../../gallery/update-gallery-settings.js';
import { UpsertExplorationPrompt } from '../../gallery/upsert-exploration-prompt.js';
import { DeleteModel } from '../../models/delete-model.js';
import { DeleteVersion } from '../../models/delete-version.js';
import type { Model } from '../../models/model.js';
import type { ModelVersion } from '../../models/model-version.js';
import { PublishModel } from '../../models/publish-model.js';
import { PublishPrivateModel } from '../../models/publish-private-model.js';
import { PublishVersion } from '../../models/publish-version.js';
import { ReorderVersions } from '../../models/reorder-versions.js';
import { RequestModelReview } from '../../models/request-model-review.js';
import { RequestVersionReview } from '../../models/request-version-review.js';
import { SetShowcaseCollection } from '../../models/set-showcase-collection.js';
import { UnpublishModel } from '../../models/unpublish-model.js';
import { UpsertModel } from '../../models/upsert-model.js';
import { UpsertVersion } from '../../models/upsert-version.js';
import type { Result } from '../../shared/result.js';
import { CreateReport } from '../../social/create-report.js';
import { SetAssociatedResources } from '../../social/set-associated-resources.js';
import { ToggleResourceRecommendations } from '../../social/toggle-resource-recommendations.js';
import {
  aCollection,
  aModel,
  aUser,
  aVersion,
  type ModelBuilder,
  modelFields,
  type TestWorld,
  versionFields,
} from '../../testing/index.js';
import type { User } from '../../users/user.js';
import { DeclineReviewRequest } from '../answer-review-request.js';
import type { AuditAction } from '../audit.js';
import { BustVersionCache } from '../bust-version-cache.js';
import { ChangeMode } from '../change-mode.js';
import { EnqueueNsfwLevelUpdate } from '../enqueue-nsfw-level-update.js';
import { HideContentWithTags } from '../hide-content-with-tags.js';
import { MigrateToCollection } from '../migrate-to-collection.js';
import { ResolveReport } from '../moderate-reports.js';
import { RescanModel } from '../rescan-model.js';
import { RestoreModel } from '../restore-model.js';
import { RestoreVersion } from '../restore-version.js';
import { ToggleCannotPromote } from '../toggle-cannot-promote.js';
import { ToggleCommentsLock } from '../toggle-comments-lock.js';
import { ToggleGeneration } from '../toggle-generation.js';
import { ToggleModelLock } from '../toggle-model-lock.js';
import { ToggleSearchable } from '../toggle-searchable.js';
import { UnpublishForViolation } from '../unpublish-for-violation.js';
import { POST_STEPS } from './post-audit-steps.js';

// The steps of audit-trail.test.ts, kept apart so the test reads as its two checks: every audited action is walked,
// and each leaves exactly one entry naming who acted.

/** A model of `owner` in some state, with a version that follows it (v1) and a complete draft (v2). */
export type Scene = {
  world: TestWorld;
  owner: User;
  moderator: User;
  model: Model;
  v1: ModelVersion;
  v2: ModelVersion;
};

export type Step = {
  action: AuditAction;
  by: 'owner' | 'moderator';
  /** The model's state before the step; published when left out. */
  state?: (builder: ModelBuilder) => ModelBuilder;
  run: (scene: Scene, actor: User) => Promise<Result<unknown>>;
  /** The model the entry is about, when the step makes a new one. */
  audited?: (result: Result<unknown>) => number;
};

export const published = (builder: ModelBuilder) => builder.published();

/** Every owner or moderator mutation of the model page, with the audit action it must leave. */
export const STEPS: Step[] = [
  {
    action: 'model.declineReview',
    by: 'moderator',
    state: (builder) => builder.violation('Spam').needsReview(),
    run: ({ world, model }, actor) =>
      new DeclineReviewRequest(world.deps).execute(actor, { modelId: model.id, message: 'Still spam.' }),
  },
  {
    action: 'modelVersion.declineReview',
    by: 'moderator',
    run: async ({ world, model }, actor) => {
      const flagged = await world.given.version(
        aVersion().of(model).violation('Spam').meta({ needsReview: true }),
      );
      return new DeclineReviewRequest(world.deps).execute(actor, {
        modelId: model.id,
        modelVersionId: flagged.id,
        message: 'Still spam.',
      });
    },
  },
  {
    action: 'model.resolveReport',
    by: 'moderator',
    run: async ({ world, model }, actor) => {
      const reporter = await world.given.user(aUser().named('reporter'));
      const report = await new CreateReport(world.deps).execute(reporter, {
        entityType: 'model',
        entityId: model.id,
        reason: 'Spam or scam',
        details: null,
      });
      if (!report.ok) return report;
      return new ResolveReport(world.deps).execute(actor, { id: report.value.id, outcome: 'dismiss' });
    },
  },
  {
    action: 'model.updateGallerySettings',
    by: 'owner',
    run: ({ world, model }, actor) =>
      new UpdateGallerySettings(world.deps).execute(actor, {
        id: model.id,
        gallerySettings: defaultGallerySettings(),
      }),
  },
  {
    action: 'model.copyGallerySettings',
    by: 'owner',
    run: async ({ world, owner, model }, actor) => {
      await world.given.model(aModel().ownedBy(owner));
      return new CopyGallerySettings(world.deps).execute(actor, { id: model.id });
    },
  },
  {
    action: 'model.reorderVersions',
    by: 'owner',
    run: ({ world, model, v1, v2 }, actor) =>
      new ReorderVersions(world.deps).execute(actor, { id: model.id, modelVersions: [v2.id, v1.id] }),
  },
  {
    action: 'model.toggleLock',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new ToggleModelLock(world.deps).execute(actor, { id: model.id, locked: true }),
  },
  {
    action: 'model.toggleLockComments',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new ToggleCommentsLock(world.deps).execute(actor, { id: model.id, locked: true }),
  },
  {
    action: 'model.publishPrivateModel',
    by: 'owner',
    state: (builder) => builder.published().private(),
    run: ({ world, model }, actor) =>
      new PublishPrivateModel(world.deps).execute(actor, { modelId: model.id, publishVersions: true }),
  },
  {
    action: 'model.delete',
    by: 'owner',
    run: ({ world, model }, actor) =>
      new DeleteModel(world.deps).execute(actor, { id: model.id, permanently: false }),
  },
  {
    action: 'model.deletePermanently',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new DeleteModel(world.deps).execute(actor, { id: model.id, permanently: true }),
  },
  {
    action: 'model.unpublish',
    by: 'owner',
    run: ({ world, model }, actor) => new UnpublishModel(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.unpublishViolation',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new UnpublishForViolation(world.deps).execute(actor, { id: model.id, reason: 'Spam' }),
  },
  {
    action: 'model.publish',
    by: 'owner',
    state: (builder) => builder.unpublished(),
    run: ({ world, model, v1, v2 }, actor) =>
      new PublishModel(world.deps).execute(actor, {
        id: model.id,
        publishedAt: null,
        versionIds: [v1.id, v2.id],
      }),
  },
  {
    action: 'model.restore',
    by: 'moderator',
    state: (builder) => builder.published().deleted(),
    run: ({ world, model }, actor) => new RestoreModel(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.changeMode',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new ChangeMode(world.deps).execute(actor, { id: model.id, mode: 'Archived' }),
  },
  {
    action: 'model.rescan',
    by: 'moderator',
    run: ({ world, model }, actor) => new RescanModel(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.toggleCannotPromote',
    by: 'moderator',
    run: ({ world, model }, actor) => new ToggleCannotPromote(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.toggleSearchable',
    by: 'moderator',
    run: ({ world, model }, actor) => new ToggleSearchable(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.toggleGeneration',
    by: 'moderator',
    run: ({ world, model }, actor) => new ToggleGeneration(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.requestReview',
    by: 'owner',
    state: (builder) => builder.violation('Spam'),
    run: ({ world, model }, actor) => new RequestModelReview(world.deps).execute(actor, { id: model.id }),
  },
  {
    action: 'model.setShowcaseCollection',
    by: 'owner',
    run: async ({ world, owner, model }, actor) => {
      const collection = await world.given.collection(aCollection().ownedBy(owner));
      return new SetShowcaseCollection(world.deps).execute(actor, {
        id: model.id,
        collectionId: collection.id,
      });
    },
  },
  {
    action: 'model.hideContentByTags',
    by: 'moderator',
    run: async ({ world, model }, actor) => {
      const tag = await world.given.tag();
      return new HideContentWithTags(world.deps).execute(actor, { id: model.id, tagIds: [tag.id] });
    },
  },
  {
    action: 'model.migrateToCollection',
    by: 'moderator',
    run: async ({ world, model }, actor) => {
      const collection = await world.given.collection();
      return new MigrateToCollection(world.deps).execute(actor, {
        id: model.id,
        collectionId: collection.id,
      });
    },
  },
  {
    action: 'model.setAssociatedResources',
    by: 'owner',
    run: async ({ world, model }, actor) => {
      const other = await world.given.model(aModel().published());
      return new SetAssociatedResources(world.deps).execute(actor, {
        fromId: model.id,
        type: 'Suggested',
        associations: [{ resourceType: 'model', resourceId: other.id }],
      });
    },
  },
  {
    action: 'modelVersion.publish',
    by: 'owner',
    run: ({ world, v2 }, actor) =>
      new PublishVersion(world.deps).execute(actor, { id: v2.id, publishedAt: null }),
  },
  {
    action: 'modelVersion.requestReview',
    by: 'owner',
    run: async ({ world, model }, actor) => {
      const flagged = await world.given.version(aVersion().of(model).violation('Spam'));
      return new RequestVersionReview(world.deps).execute(actor, { id: flagged.id });
    },
  },
  {
    action: 'modelVersion.upsertExplorationPrompt',
    by: 'owner',
    run: ({ world, model, v1 }, actor) =>
      new UpsertExplorationPrompt(world.deps).execute(actor, {
        id: v1.id,
        modelId: model.id,
        name: 'castle',
        prompt: 'a castle at dawn',
      }),
  },
  {
    action: 'modelVersion.deleteExplorationPrompt',
    by: 'owner',
    run: async ({ world, model, v1 }, actor) => {
      await world.repos.explorationPrompts.upsert({
        id: v1.id,
        modelId: model.id,
        name: 'existing',
        prompt: 'a lighthouse',
        index: 0,
      });
      return new DeleteExplorationPrompt(world.deps).execute(actor, {
        id: v1.id,
        name: 'existing',
        modelId: model.id,
      });
    },
  },
  {
    action: 'modelVersion.delete',
    by: 'owner',
    run: ({ world, v2 }, actor) => new DeleteVersion(world.deps).execute(actor, { id: v2.id }),
  },
  {
    action: 'modelVersion.restore',
    by: 'moderator',
    run: async ({ world, v2 }, actor) => {
      await world.repos.versions.save({
        ...v2,
        status: 'Deleted',
        deletedAt: world.clock.now(),
        deletedBy: null,
      });
      return new RestoreVersion(world.deps).execute(actor, { id: v2.id });
    },
  },
  {
    action: 'modelVersion.bustCache',
    by: 'moderator',
    run: ({ world, v1 }, actor) => new BustVersionCache(world.deps).execute(actor, { id: v1.id }),
  },
  {
    action: 'modelVersion.enqueueNsfwLevelUpdate',
    by: 'moderator',
    run: ({ world, v1 }, actor) => new EnqueueNsfwLevelUpdate(world.deps).execute(actor, { id: v1.id }),
  },
  {
    action: 'modelVersion.toggleResourceRecommendations',
    by: 'owner',
    run: ({ world, v1 }, actor) =>
      new ToggleResourceRecommendations(world.deps).execute(actor, { id: v1.id }),
  },
  {
    action: 'model.create',
    by: 'owner',
    run: ({ world }, actor) => new UpsertModel(world.deps).execute(actor, modelFields({ name: 'Imported' })),
    audited: (result) => (result.ok ? (result.value as Model).id : 0),
  },
  {
    action: 'model.update',
    by: 'moderator',
    run: ({ world, model }, actor) =>
      new UpsertModel(world.deps).execute(actor, { ...modelFields({ name: 'Edited' }), id: model.id }),
  },
  {
    action: 'modelVersion.create',
    by: 'owner',
    run: ({ world, model }, actor) =>
      new UpsertVersion(world.deps).execute(actor, { ...versionFields(), modelId: model.id }),
  },
  {
    action: 'modelVersion.update',
    by: 'owner',
    run: ({ world, model, v2 }, actor) =>
      new UpsertVersion(world.deps).execute(actor, { ...versionFields(), id: v2.id, modelId: model.id }),
  },
  {
    action: 'modelFile.create',
    by: 'owner',
    run: ({ world, v2 }, actor) => {
      world.uploads.add({ id: 'up-audit', userId: actor.id, filename: 'a.safetensors' }, new Uint8Array(16));
      return new CreateModelFile(world.deps).execute(actor, {
        modelVersionId: v2.id,
        uploadId: 'up-audit',
        type: 'Model',
      });
    },
  },
  {
    action: 'modelFile.update',
    by: 'moderator',
    run: async ({ world, v1 }, actor) => {
      const [file] = await world.repos.files.ofVersion(v1.id);
      return new UpdateModelFile(world.deps).execute(actor, {
        id: file?.id ?? 0,
        name: 'renamed.safetensors',
      });
    },
  },
  {
    action: 'modelFile.delete',
    by: 'owner',
    run: async ({ world, v2 }, actor) => {
      const [file] = await world.repos.files.ofVersion(v2.id);
      return new DeleteModelFile(world.deps).execute(actor, { id: file?.id ?? 0 });
    },
  },
  {
    action: 'comment.toggleHide',
    by: 'moderator',
    run: async ({ world, owner, model }, actor) => {
      const comment = await new AddComment(world.deps).execute(owner, { modelId: model.id, content: 'Hi' });
      if (!comment.ok) return comment;
      return new ToggleCommentHidden(world.deps).execute(actor, { id: comment.value.id, hidden: true });
    },
  },
  ...POST_STEPS,
];
