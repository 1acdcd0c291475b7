import type { FeatureFlag } from '../../ports/services.js';
import { aModel, aUser, aVersion, createTestWorld } from '../../testing/index.js';

export const NOW = new Date('2026-03-01T12:00:00Z');

/** A published model with one published version, its owner, a member, a muted user and a moderator. */
export const aDiscussionWorld = async (
  options: { flags?: Partial<Record<FeatureFlag, boolean>>; earlyAccess?: boolean; locked?: boolean } = {},
) => {
  const world = createTestWorld({ now: NOW, flags: options.flags });
  const owner = await world.given.user(aUser().named('owner'));
  const member = await world.given.user(aUser().named('member').member());
  const stranger = await world.given.user(aUser().named('stranger'));
  const muted = await world.given.user(aUser().named('muted').muted());
  const moderator = await world.given.user(aUser().named('moderator').moderator());
  const base = aModel().ownedBy(owner).published();
  const model = await world.given.model(options.locked ? base.commentsLocked() : base);
  const version = await world.given.version(
    options.earlyAccess
      ? aVersion()
          .of(model)
          .published()
          .inEarlyAccess(new Date(NOW.getTime() + 86_400_000))
      : aVersion().of(model).published(),
  );
  return { world, owner, member, stranger, muted, moderator, model, version };
};
