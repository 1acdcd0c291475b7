import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { authorize, authorizeOnVersion } from '../permissions/authorize.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { LedgerEntry } from './buzz.js';
import { canTip, validateBuzzAmount } from './tip-rules.js';

export const TIP_ENTITY_TYPES = ['model', 'modelVersion', 'image', 'post', 'user'] as const;
type TipEntityType = (typeof TIP_ENTITY_TYPES)[number];

export type TipUserInput = {
  toUserId: number;
  amount: number;
  entityType: TipEntityType;
  entityId: number;
  idempotencyKey: string;
};

/** The model (and version) a tip is given on, when it is given on a model or one of its versions. */
const tippedOn = async (
  r: Repositories,
  input: TipUserInput,
): Promise<{ model: Model | null; version: ModelVersion | null } | undefined> => {
  if (input.entityType === 'model') return { model: await r.models.ofId(input.entityId), version: null };
  if (input.entityType !== 'modelVersion') return undefined;
  const version = await r.versions.ofId(input.entityId);
  return { model: version === null ? null : await r.models.ofId(version.modelId), version };
};

/** buzz.tip: moves Buzz from the viewer to another user and tells them. */
export class TipUser {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags' | 'notifier'>) {}

  async execute(viewer: Viewer, input: TipUserInput): Promise<Result<LedgerEntry>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const self = canTip(viewer.id, input.toUserId);
    if (!self.ok) return self;
    const amount = validateBuzzAmount(input.amount);
    if (!amount.ok) return amount;

    const { recipient, on } = await this.deps.uow.read(async (r) => ({
      recipient: await r.users.ofId(input.toUserId),
      on: await tippedOn(r, input),
    }));
    if (recipient === null) return fail(errors.notFound);
    // A deleted account's Buzz is frozen: said up front, though the ledger refuses the move anyway.
    if (recipient.deletedAt !== null) return fail(errors.buzzAccountFrozen);
    if (on !== undefined) {
      const now = this.deps.clock.now();
      const allowed =
        on.version === null
          ? authorize('model.tip', viewer, on.model, now)
          : authorizeOnVersion('model.tip', viewer, on.model, on.version, now);
      if (!allowed.ok) return allowed;
    }

    const result = await this.deps.uow.run(async (r) => {
      return r.ledger.transfer({
        idempotencyKey: input.idempotencyKey,
        kind: 'tip',
        fromUserId: viewer.id,
        toUserId: recipient.id,
        amount: amount.value,
        reference: `${input.entityType}:${input.entityId}`,
      });
    });
    if (!result.ok) return result;
    if (!result.value.replayed) {
      await this.deps.notifier.notify(
        { userIds: [recipient.id] },
        { kind: 'tipReceived', message: `${viewer.username} tipped you ${amount.value} Buzz.` },
      );
    }
    return ok(result.value.entry);
  }
}
