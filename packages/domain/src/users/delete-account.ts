import { type Tombstone, tombstonesOf } from '../catalog/tombstone.js';
import type { Model } from '../models/model.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { type AccountActor, CONSOLE, isConsole } from './account-actor.js';
import { accountAuditEntry } from './account-audit.js';
import type { User } from './user.js';

/** How long a deleted account can be restored, unless the operator configures another window. */
export const DEFAULT_ACCOUNT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment an account deleted at `deletedAt` can be restored. */
const restorableUntil = (deletedAt: Date, retentionDays: number): Date =>
  new Date(deletedAt.getTime() + retentionDays * DAY_MS);

/** Whether an account deleted at `deletedAt` can still be restored at `now`. */
const isWithinRetention = (deletedAt: Date, now: Date, retentionDays: number): boolean =>
  now <= restorableUntil(deletedAt, retentionDays);

/** What the delete page states before anyone confirms: how long the operator can still undo it. */
type AccountDeletionTerms = { retentionDays: number };

/** `auth.getDeletionTerms`: the terms of deleting one's own account on this hub. */
export class GetAccountDeletionTerms {
  constructor(private readonly deps: Pick<Deps, 'accountRetentionDays'>) {}

  async execute(viewer: User | null): Promise<Result<AccountDeletionTerms>> {
    if (viewer === null) return fail(errors.signInRequired);
    return ok({ retentionDays: this.deps.accountRetentionDays });
  }
}

/** The author's models that neither a delete nor a takedown has already removed (those keep their own tombstones). */
const liveModelsOf = async (r: Pick<Repositories, 'models'>, userId: number): Promise<Model[]> =>
  (await r.models.ofUser(userId)).filter((model) => model.deletedAt === null && model.mode !== 'TakenDown');

/** An account's deletion removes its models as its owner's deletes would: the same tombstones, owner's category. */
const accountTombstones = async (
  r: Pick<Repositories, 'models' | 'versions' | 'files'>,
  userId: number,
  now: Date,
): Promise<Tombstone[]> => {
  const models = await liveModelsOf(r, userId);
  const versions = await r.versions.ofModels(models.map((model) => model.id));
  // One read of every model's files, not one per model.
  const files = await r.files.ofVersions([...versions.values()].flat().map((version) => version.id));
  const removed = { category: 'owner' as const, at: now };
  return models.flatMap((model) => tombstonesOf(model, versions.get(model.id) ?? [], files, removed));
};

/**
 * A user deletes their own account: `deletedAt` is set, which hides the account and its models from everyone else by
 * the deleted-author rule (`isAuthorGone` in permissions/policy.ts), keeps the username taken, and ends sign-in
 * (accounts refuse deleted users). Its posts, images and reviews are hidden the way a deletion hides content
 * (`Deletions`, marked `user:{id}`), its comments read as deleted, the ledger freezes its Buzz, and its models leave
 * tombstones for the tools that look files up by hash (catalog/tombstone.ts). Rows are kept, so
 * what others bought stays theirs and `RestoreAccount` can undo it. Sessions and API keys are the edge's to revoke.
 */
export class DeleteAccount {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'accountRetentionDays'>) {}

  async execute(viewer: User | null): Promise<Result<{ user: User; restorableUntil: Date }>> {
    if (viewer === null) return fail(errors.signInRequired);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofId(viewer.id);
      if (user === null || user.deletedAt !== null) return fail(errors.notFound);
      const deleted: User = { ...user, deletedAt: now };
      await r.users.save(deleted);
      await r.deletions.hideContentOf(user.id);
      await r.tombstones.leave(await accountTombstones(r, user.id, now));
      await r.ledger.setFrozen(user.id, true);
      await r.audit.appendAccount(accountAuditEntry(viewer, 'user.delete', user.id, now));
      return ok({ user: deleted, restorableUntil: restorableUntil(now, this.deps.accountRetentionDays) });
    });
  }
}

/**
 * The operator (`atelier user restore NAME`) brings a deleted account back within the retention window: models,
 * content and Buzz return as they were. Sessions and API keys revoked at deletion stay revoked.
 */
export class RestoreAccount {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'accountRetentionDays'>) {}

  async execute(actor: AccountActor, input: { username: string }): Promise<Result<User>> {
    if (!isConsole(actor)) return fail(errors.forbidden);
    const now = this.deps.clock.now();
    const days = this.deps.accountRetentionDays;
    return this.deps.uow.run(async (r) => {
      const user = await r.users.ofUsername(input.username);
      if (user === null) return fail(errors.notFound);
      if (user.deletedAt === null) return fail(errors.accountNotDeleted);
      if (!isWithinRetention(user.deletedAt, now, days)) return fail(errors.restoreWindowOver(days));
      const restored: User = { ...user, deletedAt: null };
      await r.users.save(restored);
      await r.deletions.unhideContentOf(user.id);
      const back = await r.versions.ofModels((await liveModelsOf(r, user.id)).map((model) => model.id));
      await r.tombstones.lift([...back.values()].flat().map((version) => version.id));
      await r.ledger.setFrozen(user.id, false);
      await r.audit.appendAccount(accountAuditEntry(CONSOLE, 'user.restore', user.id, now));
      return ok(restored);
    });
  }
}
