import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type AccountActor, authorizeAccountAction } from './account-actor.js';
import { accountAuditEntry } from './account-audit.js';
import type { User } from './user.js';

/** Mutes a user (`muted: false` lifts it), audited; a muted user still browses but cannot post, review or comment. */
export class MuteUser {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(actor: AccountActor, input: { userId: number; muted: boolean }): Promise<Result<User>> {
    const allowed = authorizeAccountAction(actor);
    if (!allowed.ok) return allowed;
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofId(input.userId);
      if (user === null || user.deletedAt !== null) return fail(errors.notFound);
      const changed: User = { ...user, muted: input.muted };
      await r.users.save(changed);
      await r.audit.appendAccount(
        accountAuditEntry(actor, input.muted ? 'user.mute' : 'user.unmute', user.id, now),
      );
      return ok(changed);
    });
  }
}
