import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { LedgerEntry } from './buzz.js';
import {
  BUZZ_HISTORY_LABELS,
  type BuzzHistoryKind,
  buzzHistoryKind,
  counterpartyOf,
  type LedgerSubject,
  signedAmount,
  subjectOf,
} from './buzz-history.js';

const BUZZ_HISTORY_PAGE = 20;
export const BUZZ_HISTORY_MAX_PAGE = 50;

/** What a row paid for, resolved to something a page can link to; null when there is nothing (left) to show. */
export type BuzzHistorySubject =
  | {
      type: 'model';
      modelId: number;
      modelVersionId: number | null;
      name: string;
      versionName: string | null;
    }
  | { type: 'post'; postId: number }
  | { type: 'user'; username: string }
  /** A membership bought with Buzz: the tiers are on the pricing page. */
  | { type: 'membership' };

export type BuzzHistoryRow = {
  id: number;
  createdAt: Date;
  kind: BuzzHistoryKind;
  label: string;
  /** Positive when the viewer received the Buzz, negative when they spent it. */
  amount: number;
  /** The other person of a tip or donation, while their account exists. */
  counterparty: { id: number; username: string } | null;
  subject: BuzzHistorySubject | null;
};

/** A page of history, newest first; `nextBefore` asks for the next (older) page, null on the last one. */
type BuzzHistoryPage = { rows: BuzzHistoryRow[]; nextBefore: number | null };

const idsOf = (subjects: (LedgerSubject | null)[], type: LedgerSubject['type']) => [
  ...new Set(subjects.filter((s) => s?.type === type).map((s) => (s as LedgerSubject).id)),
];

/** The models, versions, goals and people a page of entries mentions, each read once. */
const loadMentions = async (r: Repositories, entries: LedgerEntry[], viewerId: number) => {
  const subjects = entries.map((entry) => subjectOf(entry.reference));
  const goals = (
    await Promise.all(idsOf(subjects, 'donationGoal').map((id) => r.donationGoals.ofId(id)))
  ).filter((goal) => goal !== null);
  const versions = await r.versions.ofIds([
    ...idsOf(subjects, 'modelVersion'),
    ...goals.map((goal) => goal.modelVersionId),
  ]);
  const models = await r.models.ofIds([...idsOf(subjects, 'model'), ...versions.map((v) => v.modelId)]);
  const userIds = [
    ...idsOf(subjects, 'user'),
    ...entries.map((entry) => counterpartyOf(entry, viewerId)).filter((id) => id !== null),
  ];
  const users = await r.users.ofIds([...new Set(userIds)]);
  return {
    goals: new Map(goals.map((goal) => [goal.id, goal])),
    versions: new Map(versions.map((version) => [version.id, version])),
    models: new Map(models.filter((model) => model.deletedAt === null).map((model) => [model.id, model])),
    users: new Map(users.filter((user) => user.deletedAt === null).map((user) => [user.id, user])),
  };
};
type Mentions = Awaited<ReturnType<typeof loadMentions>>;

const modelSubject = (m: Mentions, modelId: number, versionId: number | null): BuzzHistorySubject | null => {
  const model = m.models.get(modelId);
  if (model === undefined) return null;
  const version = versionId === null ? undefined : m.versions.get(versionId);
  return {
    type: 'model',
    modelId: model.id,
    modelVersionId: version?.id ?? null,
    name: model.name,
    versionName: version?.name ?? null,
  };
};

const resolveSubject = (m: Mentions, subject: LedgerSubject | null): BuzzHistorySubject | null => {
  switch (subject?.type) {
    case 'model':
      return modelSubject(m, subject.id, null);
    case 'modelVersion': {
      const version = m.versions.get(subject.id);
      return version === undefined ? null : modelSubject(m, version.modelId, version.id);
    }
    case 'donationGoal': {
      const version = m.versions.get(m.goals.get(subject.id)?.modelVersionId ?? 0);
      return version === undefined ? null : modelSubject(m, version.modelId, version.id);
    }
    case 'post':
      return { type: 'post', postId: subject.id };
    case 'user': {
      const user = m.users.get(subject.id);
      return user === undefined ? null : { type: 'user', username: user.username };
    }
    default:
      return null;
  }
};

/** buzz.getHistory: the viewer's own ledger entries, newest first, a page at a time, each labelled and linked. */
export class GetBuzzHistory {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(
    viewer: Viewer,
    input: { before?: number | null; limit?: number },
  ): Promise<Result<BuzzHistoryPage>> {
    if (viewer === null) return fail(errors.signInRequired);
    if (!this.deps.flags.isOn('buzz')) return fail(errors.featureOff);
    const limit = Math.min(Math.max(1, input.limit ?? BUZZ_HISTORY_PAGE), BUZZ_HISTORY_MAX_PAGE);
    return this.deps.uow.read(async (r) => {
      // One more than a page tells whether an older page exists.
      const entries = await r.ledger.historyOf(viewer.id, { before: input.before ?? null, limit: limit + 1 });
      const page = entries.slice(0, limit);
      const mentions = await loadMentions(r, page, viewer.id);
      const rows = page.map((entry): BuzzHistoryRow => {
        const kind = buzzHistoryKind(entry, viewer.id);
        const counterparty = mentions.users.get(counterpartyOf(entry, viewer.id) ?? 0);
        return {
          id: entry.id,
          createdAt: entry.createdAt,
          kind,
          label: BUZZ_HISTORY_LABELS[kind],
          amount: signedAmount(entry, viewer.id),
          counterparty:
            counterparty === undefined ? null : { id: counterparty.id, username: counterparty.username },
          subject:
            kind === 'membership'
              ? { type: 'membership' }
              : resolveSubject(mentions, subjectOf(entry.reference)),
        };
      });
      return ok({ rows, nextBefore: entries.length > limit ? (page.at(-1)?.id ?? null) : null });
    });
  }
}
