import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type AccountActor, authorizeAccountAction } from './account-actor.js';
import { accountAuditEntry } from './account-audit.js';
import { type GrantableRole, withRoles } from './roles.js';
import type { User } from './user.js';

type PromoteUserInput = { userId: number; roles: readonly GrantableRole[] };

/** Gives a user the moderator role or membership (roles held are kept), audited; answers with the user after. */
export class PromoteUser {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(actor: AccountActor, input: PromoteUserInput): Promise<Result<User>> {
    const allowed = authorizeAccountAction(actor);
    if (!allowed.ok) return allowed;
    if (input.roles.length === 0) return fail(errors.invalidInput('Name at least one role to give.'));
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofId(input.userId);
      if (user === null || user.deletedAt !== null) return fail(errors.notFound);
      const promoted = withRoles(user, input.roles);
      await r.users.save(promoted);
      await r.audit.appendAccount(
        accountAuditEntry(actor, 'user.promote', user.id, now, { roles: [...input.roles] }),
      );
      return ok(promoted);
    });
  }
}
