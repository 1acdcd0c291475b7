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
import { PublishVersion } from './publish-version.js';

const NOW = new Date('2026-01-10T12:00:00Z');

/** A model of the owner's with a ready draft version; Fan follows the owner, Bell and Fan ring the model's bell. */
const setup = async (model: ModelBuilder = aModel().published()) => {
  const world = createTestWorld({ now: NOW });
  const owner = await world.given.user(aUser().named('owner'));
  const moderator = await world.given.user(aUser().named('mod').moderator());
  const fan = await world.given.user(aUser().named('fan'));
  const bell = await world.given.user(aUser().named('bell'));
  const stored = await world.given.model(model.ownedBy(owner));
  const version = await world.given.version(aVersion().of(stored).named('v2').draft());
  await world.given.file(aFile().of(version));
  await world.given.post(aPost().of(version));
  await world.repos.follows.follow(fan.id, owner.id);
  await world.repos.follows.follow(moderator.id, owner.id);
  await world.repos.notifySettings.set(bell.id, 'model', stored.id, true);
  await world.repos.notifySettings.set(fan.id, 'model', stored.id, true);
  return {
    world,
    owner,
    moderator,
    fan,
    bell,
    model: stored,
    version,
    publish: new PublishVersion(world.deps),
  };
};

describe('publishing a new version of a public model', () => {
  it("tells the creator's followers and the model's subscribers, each once", async () => {
    const { world, owner, moderator, fan, bell, version, publish } = await setup(
      aModel().named('Lumen').published(),
    );

    expect(await publish.execute(owner, { id: version.id })).toMatchObject({ ok: true });

    expect(world.notifier.sent).toHaveLength(1);
    const [sent] = world.notifier.sent;
    expect(sent?.notification).toEqual({
      kind: 'modelPublished',
      message: 'A new version of "Lumen" is out: v2.',
    });
    const recipients = sent?.recipients as { userIds: number[] };
    expect([...recipients.userIds].sort()).toEqual([fan.id, moderator.id, bell.id].sort());
  });

  it('never tells the one who published', async () => {
    const { world, moderator, fan, bell, version, publish } = await setup();

    await publish.execute(moderator, { id: version.id });

    const recipients = world.notifier.sent[0]?.recipients as { userIds: number[] };
    expect([...recipients.userIds].sort()).toEqual([fan.id, bell.id].sort());
  });

  it('tells nobody of a version scheduled for later, nor of one of a model not public yet', async () => {
    const scheduled = await setup();
    await scheduled.publish.execute(scheduled.owner, {
      id: scheduled.version.id,
      publishedAt: new Date('2026-02-01T00:00:00Z'),
    });
    expect(scheduled.world.notifier.sent).toEqual([]);

    const notYet = await setup(aModel().scheduled(new Date('2026-02-01T00:00:00Z')));
    expect(await notYet.publish.execute(notYet.owner, { id: notYet.version.id })).toMatchObject({ ok: true });
    expect(notYet.world.notifier.sent).toEqual([]);
  });

  it('tells nobody when the publish is refused, or when the version was already published', async () => {
    const { world, owner, model, publish } = await setup();
    const unready = await world.given.version(aVersion().of(model).draft());
    const published = await world.given.version(aVersion().of(model).published());

    expect(await publish.execute(owner, { id: unready.id })).toMatchObject({ ok: false });
    expect(await publish.execute(owner, { id: published.id })).toMatchObject({ ok: true });
    expect(world.notifier.sent).toEqual([]);
  });
});
