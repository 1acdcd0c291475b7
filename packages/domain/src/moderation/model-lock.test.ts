import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import {
  aFile,
  aModel,
  aPost,
  aUser,
  aVersion,
  createTestWorld,
  type ModelBuilder,
} from '../testing/index.js';
import type { AuditAction } from './audit.js';
import { published, type Scene, STEPS } from './testing/audit-steps.js';
import { ToggleModelLock } from './toggle-model-lock.js';

/** Every audited owner edit of a model (docs/moderator-actions.md): what a locked model refuses its owner. */
const OWNER_EDITS: AuditAction[] = [
  'model.update',
  'model.publish',
  'model.unpublish',
  'model.publishPrivateModel',
  'model.delete',
  'model.reorderVersions',
  'model.updateGallerySettings',
  'model.copyGallerySettings',
  'model.setShowcaseCollection',
  'model.setAssociatedResources',
  'modelVersion.create',
  'modelVersion.update',
  'modelVersion.publish',
  'modelVersion.delete',
  'modelVersion.upsertExplorationPrompt',
  'modelVersion.deleteExplorationPrompt',
  'modelVersion.toggleResourceRecommendations',
  'modelFile.create',
  'modelFile.update',
  'modelFile.delete',
];

/** The audit trail's scene, with the model locked by a moderator first. */
const lockedSceneIn = async (state: (builder: ModelBuilder) => ModelBuilder): Promise<Scene> => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const unlocked = await world.given.model(state(aModel().ownedBy(owner)));
  const v1 = await world.given.version(aVersion().of(unlocked).published());
  const v2 = await world.given.version(aVersion().of(unlocked).draft());
  for (const version of [v1, v2]) {
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
  }
  const locked = await new ToggleModelLock(world.deps).execute(moderator, { id: unlocked.id, locked: true });
  if (!locked.ok) throw new Error(locked.error.message);
  return { world, owner, moderator, model: locked.value, v1, v2 };
};

const stepsOf = (actions: AuditAction[]) => STEPS.filter((step) => actions.includes(step.action));

describe('a locked model (model.toggleLock)', () => {
  it('covers every owner edit of the audit trail', () => {
    expect(
      stepsOf(OWNER_EDITS)
        .map((step) => step.action)
        .sort(),
    ).toEqual([...OWNER_EDITS].sort());
  });

  it.each(stepsOf(OWNER_EDITS))(
    'refuses the owner $action with MODEL.LOCKED and changes nothing',
    async (step) => {
      const scene = await lockedSceneIn(step.state ?? published);
      const before = {
        model: await scene.world.repos.models.ofId(scene.model.id),
        versions: await scene.world.repos.versions.ofModel(scene.model.id),
        audit: await scene.world.repos.audit.ofModel(scene.model.id),
      };

      const result = await step.run(scene, scene.owner);

      expect(result).toEqual({ ok: false, error: errors.modelLocked });
      expect({
        model: await scene.world.repos.models.ofId(scene.model.id),
        versions: await scene.world.repos.versions.ofModel(scene.model.id),
        audit: await scene.world.repos.audit.ofModel(scene.model.id),
      }).toEqual(before);
    },
  );

  it.each(stepsOf(OWNER_EDITS))('lets a moderator make $action', async (step) => {
    const scene = await lockedSceneIn(step.state ?? published);

    expect(await step.run(scene, scene.moderator)).toMatchObject({ ok: true });
  });

  it.each(stepsOf(['model.requestReview', 'modelVersion.requestReview', 'post.create']))(
    'still lets the owner $action (a request to moderators or a post, not an edit)',
    async (step) => {
      const scene = await lockedSceneIn(step.state ?? published);

      expect(await step.run(scene, scene.owner)).toMatchObject({ ok: true });
    },
  );

  it('lets the owner edit again once a moderator unlocks the model', async () => {
    const scene = await lockedSceneIn(published);
    const edit = STEPS.find((step) => step.action === 'model.update');
    await new ToggleModelLock(scene.world.deps).execute(scene.moderator, {
      id: scene.model.id,
      locked: false,
    });

    expect(await edit?.run(scene, scene.owner)).toMatchObject({ ok: true });
  });
});
