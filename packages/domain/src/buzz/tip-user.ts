import type { Model } from '../models/model.js';
import { authorize } from '../permissions/authorize.js';
import type { Repositories } from '../ports/repositories.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { LedgerEntry } from './buzz.js';
import { canTip, validateBuzzAmount } from './tip-rules.js';

export const TIP_ENTITY_TYPES = ['model', 'modelVersion', 'image', 'post', 'user'] as const;
export type TipEntityType = (typeof TIP_ENTITY_TYPES)[number];

export type TipUserInput = {
  toUserId: number;
  amount: number;
  entityType: TipEntityType;
  entityId: number;
  idempotencyKey: string;
};

/** The model a tip is given on, when it is given on a model or one of its versions. */
const modelTippedOn = async (r: Repositories, input: TipUserInput): Promise<Model | null | undefined> => {
  if (input.entityType === 'model') return r.models.ofId(input.entityId);
  if (input.entityType !== 'modelVersion') return undefined;
  const version = await r.versions.ofId(input.entityId);
  return version === null ? null : r.models.ofId(version.modelId);
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

    const { recipient, model } = await this.deps.uow.read(async (r) => ({
      recipient: await r.users.ofId(input.toUserId),
      model: await modelTippedOn(r, input),
    }));
    if (recipient === null || recipient.deletedAt !== null) return fail(errors.notFound);
    if (model !== undefined) {
      const allowed = authorize('model.tip', viewer, model, this.deps.clock.now());
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
