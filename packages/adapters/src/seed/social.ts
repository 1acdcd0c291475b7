import { explorationPromptRow, gallerySettingsRow } from '../storage/knex/mappers/gallery-mapper.js';
import {
  auditEntryRow,
  commentRow,
  reportRow,
  vaultItemRow,
} from '../storage/knex/mappers/records-mapper.js';
import { CREATOR_IDS, MEMBER_ID, MODERATOR_ID, MUTED_ID } from './catalogue.js';
import type { ModelSummary } from './model-context.js';
import type { ModelPlan, UserPlan } from './plan-types.js';
import type { Prng } from './prng.js';

type Row = Record<string, unknown>;
const DAY = 86_400_000;

export type CollectionPlan = { id: number; userId: number; name: string; modelIds: number[] };
export type TipPlan = { fromUserId: number; toUserId: number; modelId: number; amount: number };
export type SocialPlan = {
  collections: CollectionPlan[];
  tips: TipPlan[];
  collectedCount: Map<number, number>;
  tippedAmount: Map<number, number>;
};

/** Models anyone may collect or tip on: published, public and not archived or taken down. */
export const isOpenModel = (model: ModelPlan): boolean =>
  model.status === 'Published' && model.availability !== 'Private' && model.mode === null;

const isActive = (user: UserPlan): boolean => !user.muted && !user.banned && !user.deleted;

/** Decided before the models are written, because models carry collected and tipped counters. */
export function planSocial(users: UserPlan[], models: ModelPlan[], prng: Prng): SocialPlan {
  const open = models.filter(isOpenModel);
  const active = users.filter(isActive);
  const collections: CollectionPlan[] = [];
  const collectedCount = new Map<number, number>();
  for (const user of active.filter((u, index) => u.id === MEMBER_ID || index % 5 === 0)) {
    const modelIds = prng
      .distinct(Math.min(prng.int(1, 6), open.length), 0, open.length - 1)
      .map((i) => open[i]?.id as number);
    if (user.id === MEMBER_ID && !modelIds.includes(1)) modelIds.unshift(1);
    collections.push({
      id: collections.length + 1,
      userId: user.id,
      name: `${user.username}'s favourites`,
      modelIds,
    });
    for (const id of modelIds) collectedCount.set(id, (collectedCount.get(id) ?? 0) + 1);
  }
  const tips: TipPlan[] = [];
  const tippedAmount = new Map<number, number>();
  for (const user of active.filter((u) => u.buzz >= 100 && u.id % 3 === 0)) {
    const model = prng.pick(open);
    if (model.ownerId === user.id) continue;
    const amount = Math.min(user.buzz / 2, prng.int(1, 50) * 10);
    tips.push({ fromUserId: user.id, toUserId: model.ownerId, modelId: model.id, amount });
    tippedAmount.set(model.id, (tippedAmount.get(model.id) ?? 0) + amount);
  }
  return { collections, tips, collectedCount, tippedAmount };
}

export type SocialContext = {
  now: Date;
  prng: Prng;
  users: UserPlan[];
  models: ModelPlan[];
  summaries: Map<number, ModelSummary>;
  collections: CollectionPlan[];
  tagIds: Map<string, number>;
};

const EXPLORATION_PROMPTS = [
  ['Misty harbor', 'a misty harbor at dawn, fishing boats, film grain, soft light'],
  ['Portrait in window light', 'portrait of an old sailor by a window, natural light, 85mm'],
  ['Alpine lake', 'turquoise alpine lake under storm clouds, wide angle'],
];
const COMMENTS = [
  'Love this!',
  'Which sampler did you use for the cover?',
  'Any plans for an SDXL version?',
  'Works great with v2.1.',
];

/** Rows for follows, collections, gallery settings, prompts, comments, reports, audit, vault and notifications. */
export function socialRows(ctx: SocialContext): Record<string, Row[]> {
  const { now, prng, users } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const active = users.filter(isActive);
  const rows: Record<string, Row[]> = {
    follows: [],
    collections: [],
    collection_models: [],
    collection_follows: [],
    gallery_settings: [],
    exploration_prompts: [],
    comments: [],
    reports: [],
    audit_entries: [],
    vault_items: [],
    notify_settings: [],
    notifications: [],
  };
  const push = (table: string, row: Row) => rows[table]?.push(row);

  const creators = [...CREATOR_IDS, ...users.filter((u) => u.id > 12 && u.id % 10 === 0).map((u) => u.id)];
  for (const user of active) {
    const targets =
      user.id === MEMBER_ID
        ? [2, 3]
        : prng
            .distinct(Math.min(prng.int(0, 5), creators.length), 0, creators.length - 1)
            .map((i) => creators[i] as number);
    for (const target of targets)
      if (target !== user.id) push('follows', { follower_id: user.id, target_user_id: target });
  }
  for (const collection of ctx.collections) {
    push('collections', { id: collection.id, name: collection.name, user_id: collection.userId });
    for (const modelId of collection.modelIds)
      push('collection_models', { collection_id: collection.id, model_id: modelId });
    const follower = prng.pick(active);
    if (follower.id !== collection.userId)
      push('collection_follows', { user_id: follower.id, collection_id: collection.id });
  }

  const rich = ctx.summaries.get(1);
  const [, v3, v21] = rich?.versionIds ?? [];
  if (rich && v3 !== undefined && v21 !== undefined) {
    const hiddenTag = ctx.tagIds.get('dragon') as number;
    const muted = users.find((u) => u.id === MUTED_ID);
    push(
      'gallery_settings',
      gallerySettingsRow(1, {
        hiddenImages: rich.imageIds.slice(-1),
        hiddenTags: [{ id: hiddenTag, name: 'dragon' }],
        hiddenUsers: muted ? [{ id: muted.id, username: muted.username }] : [],
        level: 31,
        pinnedPosts: { [v3]: (rich.postIdsByVersion.get(v3) ?? []).slice(1, 2) },
      }),
    );
    for (const [index, [name, prompt]] of EXPLORATION_PROMPTS.entries()) {
      push(
        'exploration_prompts',
        explorationPromptRow({ id: v3, modelId: 1, name: name as string, prompt: prompt as string, index }),
      );
    }
    push(
      'exploration_prompts',
      explorationPromptRow({
        id: v21,
        modelId: 1,
        name: 'Classic look',
        prompt: 'a lighthouse at dusk',
        index: 0,
      }),
    );
    push('vault_items', {
      ...vaultItemRow({
        userId: MEMBER_ID,
        modelVersionId: v21,
        modelId: 1,
        modelName: 'Lumen Realism',
        versionName: 'v2.1',
        sizeKb: rich.sizeKbByVersion.get(v21) ?? 0,
        notes: 'Best for landscapes',
        addedAt: ago(6),
      }),
    });
    push('notify_settings', { user_id: MEMBER_ID, kind: 'model', entity_id: 1 });
    push('notify_settings', { user_id: MEMBER_ID, kind: 'earlyAccess', entity_id: v3 });
  }

  for (const model of ctx.models.filter((m) => m.id <= 20)) {
    for (let n = prng.int(0, 4); n > 0; n -= 1) {
      push(
        'comments',
        commentRow({
          modelId: model.id,
          userId: prng.pick(active).id,
          content: prng.pick(COMMENTS),
          createdAt: ago(prng.int(0, 30)),
        }),
      );
    }
  }
  push(
    'reports',
    reportRow({
      reporterId: 9,
      entityType: 'model',
      entityId: 11,
      reason: 'Copyright',
      details: 'This copies my style pack.',
      createdAt: ago(9),
    }),
  );
  push(
    'reports',
    reportRow({
      reporterId: MEMBER_ID,
      entityType: 'model',
      entityId: 7,
      reason: 'Real person',
      details: null,
      createdAt: ago(4),
    }),
  );
  // An open report about a published model, for the moderator workspace's queue (docs/moderation.md).
  push(
    'reports',
    reportRow({
      reporterId: 9,
      entityType: 'model',
      entityId: 3,
      reason: 'Spam or scam',
      details: 'The description links to a shop selling the same embedding.',
      createdAt: ago(1),
    }),
  );
  const audit = (
    actorId: number,
    action: string,
    modelId: number,
    details: Record<string, unknown>,
    days: number,
  ) =>
    push(
      'audit_entries',
      auditEntryRow({
        actorId,
        action: action as never,
        modelId,
        modelVersionId: null,
        details,
        createdAt: ago(days),
      }),
    );
  audit(MODERATOR_ID, 'model.unpublishViolation', 7, { reason: 'real person' }, 4);
  audit(
    6,
    'model.requestReview',
    7,
    { message: 'The portraits are of a model who signed a release. I can send it.' },
    2,
  );
  audit(MODERATOR_ID, 'model.unpublishViolation', 8, { reason: 'training data' }, 8);
  audit(MODERATOR_ID, 'model.changeMode', 10, { mode: 'Archived' }, 30);
  audit(MODERATOR_ID, 'model.changeMode', 11, { mode: 'TakenDown' }, 9);
  audit(MODERATOR_ID, 'model.toggleLock', 13, { locked: true }, 12);
  audit(7, 'model.toggleLockComments', 14, { locked: true }, 15);
  audit(3, 'model.delete', 9, { permanently: false }, 5);
  push('notifications', {
    user_id: MODERATOR_ID,
    kind: 'reviewRequested',
    message: 'emberline asked for a review of "Gray Area Portraits".',
    created_at: ago(2),
    read_at: null,
  });
  push('notifications', {
    user_id: 2,
    kind: 'modelPublished',
    message: 'Lumen Realism v3.0 is live.',
    created_at: ago(2),
    read_at: ago(1),
  });
  return rows;
}
