import type { ModeratorSearchHit, ReportItem, ReviewRequestItem, ViolationItem } from '@atelier/domain';
import type { ModerationQueueItemView } from '@atelier/react-kit';

/** The queue rows as the API sends them (`moderator.*`, docs/moderation.md). */
export type ReviewRequestRow = ReviewRequestItem;
export type ReportRow = ReportItem;
type QueueModel = ReviewRequestItem['model'];

type FormatDate = (date: Date) => string;

const ownerName = (owner: QueueModel['owner']) => owner.username ?? `a deleted account (#${owner.id})`;
const modelHref = (modelId: number, versionId: number | null = null) =>
  versionId === null ? `/models/${modelId}` : `/models/${modelId}?modelVersionId=${versionId}`;
const present = (...lines: (string | null)[]) => lines.filter((line): line is string => line !== null);

const ENTITY_LABELS: Record<string, string> = {
  model: 'Model',
  modelVersion: 'Version',
  comment: 'Comment',
  user: 'User',
  image: 'Image',
};

const MATCHED_BY: Record<ModeratorSearchHit['matchedBy'], string> = {
  id: 'Matched by id',
  name: 'Matched by name',
  user: "Matched by the owner's username",
  hash: 'Matched by a file hash',
};

export const reviewRequestItem = (
  row: ReviewRequestRow,
  formatDate: FormatDate,
): ModerationQueueItemView => ({
  title: row.version === null ? row.model.name : `${row.model.name} — ${row.version.name}`,
  href: modelHref(row.model.id, row.version?.id ?? null),
  badges: [
    { label: row.level === 'model' ? 'Model' : 'Version', tone: 'caution' },
    { label: row.model.type },
  ],
  meta: `by ${ownerName(row.model.owner)}${row.requestedAt ? ` · requested ${formatDate(row.requestedAt)}` : ''}`,
  lines: present(
    row.reason ? `Unpublished for: ${row.reason}` : null,
    row.customMessage ? `Message to the owner: ${row.customMessage}` : null,
  ),
  quote: row.appeal ? { label: "The owner's appeal", text: row.appeal } : null,
});

export const reportItem = (row: ReportRow, formatDate: FormatDate): ModerationQueueItemView => {
  const { target } = row;
  const href =
    target.modelId !== null
      ? modelHref(target.modelId)
      : target.entityType === 'user' && target.userId !== null
        ? `/user/${encodeURIComponent(target.label)}`
        : null;
  return {
    title: target.label,
    href,
    badges: [
      { label: ENTITY_LABELS[target.entityType] ?? target.entityType },
      { label: row.reason, tone: 'critical' },
    ],
    meta: `Reported by ${row.reporter.username ?? `a deleted account (#${row.reporter.id})`} · ${formatDate(row.createdAt)}`,
    lines: [],
    quote: row.details ? { label: "The reporter's details", text: row.details } : null,
  };
};

export const violationItem = (row: ViolationItem, formatDate: FormatDate): ModerationQueueItemView => ({
  title: row.model.name,
  href: modelHref(row.model.id),
  badges: present(row.model.type, row.reviewRequested ? 'Review requested' : null).map((label) => ({
    label,
    ...(label === 'Review requested' ? { tone: 'caution' as const } : {}),
  })),
  meta: `by ${ownerName(row.model.owner)} · changed ${formatDate(row.updatedAt)}`,
  lines: present(
    row.reason ? `Unpublished for: ${row.reason}` : null,
    row.customMessage ? `Message to the owner: ${row.customMessage}` : null,
  ),
  quote: null,
});

export const searchHitItem = (row: ModeratorSearchHit): ModerationQueueItemView => ({
  title: row.name,
  href: modelHref(row.id),
  badges: present(row.type, row.deleted ? 'Deleted' : row.status).map((label) => ({ label })),
  meta: `#${row.id} · by ${ownerName(row.owner)}`,
  lines: [MATCHED_BY[row.matchedBy]],
  quote: null,
});
