import type { Transfer, UnitOfWork } from '@atelier/domain';
import { donationGoalRow } from '../storage/knex/mappers/records-mapper.js';
import { MEMBER_ID } from './catalogue.js';
import type { ModelSummary } from './model-context.js';
import type { ModelPlan, UserPlan } from './plan-types.js';
import type { TipPlan } from './social.js';

type Row = Record<string, unknown>;

/** Donation goals, and the early-access grants bought with Buzz, with the transfers that pay for them. */
export type BuzzPlan = { goals: Row[]; purchases: Row[]; transfers: Transfer[] };

/** A goal that is not about early access: the creator raises Buzz for something else. */
const EXTRA_GOALS = [
  { modelId: 5, title: 'A faster GPU for SDXL training', amount: 20_000, donations: [1000, 500, 250] },
];

export function planBuzz(
  users: UserPlan[],
  models: ModelPlan[],
  summaries: Map<number, ModelSummary>,
  tips: TipPlan[],
): BuzzPlan {
  const transfers: Transfer[] = users
    .filter((user) => user.buzz > 0 && !user.deleted)
    .map((user) => ({
      idempotencyKey: `seed:mint:${user.id}`,
      kind: 'mint',
      fromUserId: null,
      toUserId: user.id,
      amount: user.buzz,
      reference: 'seed:welcome',
    }));
  for (const [n, tip] of tips.entries()) {
    transfers.push({
      idempotencyKey: `seed:tip:${n + 1}`,
      kind: 'tip',
      fromUserId: tip.fromUserId,
      toUserId: tip.toUserId,
      amount: tip.amount,
      reference: `model:${tip.modelId}`,
    });
  }

  // Donors are the creators and members with the most Buzz, never the goal's own creator.
  const donors = users.filter((user) => user.buzz >= 20_000 && !user.deleted && !user.banned && !user.muted);
  const goals: Row[] = [];
  const addGoal = (
    ownerId: number,
    versionId: number,
    title: string,
    amount: number,
    donations: number[],
    early: boolean,
  ) => {
    const id = goals.length + 1;
    const total = donations.reduce((sum, value) => sum + value, 0);
    goals.push({
      id,
      ...donationGoalRow({
        title,
        description: early ? 'When the goal is met, early access ends for everyone.' : null,
        goalAmount: amount,
        total,
        active: total < amount,
        isEarlyAccess: early,
        userId: ownerId,
        modelVersionId: versionId,
      }),
    });
    const eligible = donors.filter((user) => user.id !== ownerId);
    for (const [n, donation] of donations.entries()) {
      transfers.push({
        idempotencyKey: `seed:donation:${id}:${n + 1}`,
        kind: 'donation',
        fromUserId: (eligible[n % eligible.length] as UserPlan).id,
        toUserId: ownerId,
        amount: donation,
        reference: `donationGoal:${id}`,
      });
    }
  };
  for (const model of models) {
    const versionIds = summaries.get(model.id)?.versionIds ?? [];
    model.versions.forEach((version, index) => {
      const goal = version.earlyAccess?.goal;
      const versionId = versionIds[index];
      if (goal && versionId !== undefined)
        addGoal(model.ownerId, versionId, goal.title, goal.amount, goal.donations, true);
    });
  }
  for (const extra of EXTRA_GOALS) {
    const model = models.find((m) => m.id === extra.modelId);
    const versionId = summaries.get(extra.modelId)?.versionIds[0];
    if (model && versionId !== undefined)
      addGoal(model.ownerId, versionId, extra.title, extra.amount, extra.donations, false);
  }

  // The member bought download access to the Ink Wash LoRA and generation access to Lumen Realism v3.0.
  const purchases: Row[] = [];
  const buy = (modelId: number, index: number, type: 'download' | 'generation') => {
    const model = models.find((m) => m.id === modelId);
    const versionId = summaries.get(modelId)?.versionIds[index];
    const early = model?.versions[index]?.earlyAccess;
    const price = type === 'download' ? early?.downloadPrice : early?.generationPrice;
    if (!model || versionId === undefined || !price) return;
    purchases.push({ user_id: MEMBER_ID, model_version_id: versionId, type });
    transfers.push({
      idempotencyKey: `seed:earlyAccess:${MEMBER_ID}:${versionId}:${type}`,
      kind: 'earlyAccess',
      fromUserId: MEMBER_ID,
      toUserId: model.ownerId,
      amount: price,
      reference: `modelVersion:${versionId}:${type}`,
    });
  };
  buy(2, 0, 'download');
  buy(1, 1, 'generation');
  return { goals, purchases, transfers };
}

/** Every Buzz movement goes through the ledger port, so balances always equal ledger sums. */
export async function runTransfers(
  uow: UnitOfWork,
  transfers: Transfer[],
  onDone: (done: number) => void,
): Promise<void> {
  for (const [n, transfer] of transfers.entries()) {
    const result = await uow.run((r) => r.ledger.transfer(transfer));
    if (!result.ok)
      throw new Error(`Seed transfer ${transfer.idempotencyKey} failed: ${result.error.message}`);
    if ((n + 1) % 100 === 0 || n + 1 === transfers.length) onDone(n + 1);
  }
}
