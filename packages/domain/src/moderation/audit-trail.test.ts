import { describe, expect, it } from 'vitest';
import {
  aFile,
  aModel,
  aPost,
  aUser,
  aVersion,
  createTestWorld,
  type ModelBuilder,
} from '../testing/index.js';
import { AUDIT_ACTIONS } from './audit.js';
import { published, type Scene, STEPS } from './testing/audit-steps.js';

const sceneIn = async (state: (builder: ModelBuilder) => ModelBuilder): Promise<Scene> => {
  const world = createTestWorld();
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const model = await world.given.model(state(aModel().ownedBy(owner)));
  const v1 = await world.given.version(aVersion().of(model).published());
  const v2 = await world.given.version(aVersion().of(model).draft());
  for (const version of [v1, v2]) {
    await world.given.file(aFile().of(version));
    await world.given.post(aPost().of(version));
  }
  return { world, owner, moderator, model, v1, v2 };
};

describe('the audit trail of the model page', () => {
  it('walks every audited action', () => {
    expect(STEPS.map((step) => step.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(STEPS)('$action by the $by leaves exactly one entry, naming them', async (step) => {
    const scene = await sceneIn(step.state ?? published);
    const actor = scene[step.by];

    const result = await step.run(scene, actor);

    expect(result).toMatchObject({ ok: true });
    const entries = await scene.world.repos.audit.ofModel(step.audited?.(result) ?? scene.model.id);
    expect(entries.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: step.action, actorId: actor.id },
    ]);
  });
});
