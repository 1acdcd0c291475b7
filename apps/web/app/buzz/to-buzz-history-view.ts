import type { BuzzHistoryRow, BuzzHistorySubject } from '@atelier/domain';

/** A row of /user/buzz as the page draws it. */
export type BuzzHistoryRowView = {
  id: number;
  label: string;
  /** "+500" or "−20", with thousands separators. */
  amountText: string;
  direction: 'in' | 'out';
  /** ISO date-time, for the `<time>` element. */
  at: string;
  /** When, as people read it. */
  atText: string;
  /** The person of a tip or donation, as "to alice" / "from bob". */
  counterparty: { text: string; href: string } | null;
  /** What it paid for, when there is something to link to. */
  subject: { text: string; href: string } | null;
};

const subjectLink = (subject: BuzzHistorySubject): { text: string; href: string } => {
  switch (subject.type) {
    case 'model':
      return {
        text: subject.versionName === null ? subject.name : `${subject.name} – ${subject.versionName}`,
        href:
          subject.modelVersionId === null
            ? `/models/${subject.modelId}`
            : `/models/${subject.modelId}?modelVersionId=${subject.modelVersionId}`,
      };
    case 'post':
      return { text: `Post ${subject.postId}`, href: `/posts/${subject.postId}` };
    case 'user':
      return { text: subject.username, href: `/user/${encodeURIComponent(subject.username)}` };
    case 'membership':
      return { text: 'Membership tiers', href: '/pricing' };
  }
};

const formatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** One ledger row of the viewer's history, labelled and linked. */
export const toBuzzHistoryRowView = (row: BuzzHistoryRow): BuzzHistoryRowView => {
  const direction = row.amount >= 0 ? 'in' : 'out';
  const magnitude = Math.abs(row.amount).toLocaleString('en-US');
  const counterparty = row.counterparty;
  const createdAt = new Date(row.createdAt);
  return {
    id: row.id,
    label: row.label,
    amountText: direction === 'in' ? `+${magnitude}` : `−${magnitude}`,
    direction,
    at: createdAt.toISOString(),
    atText: `${formatter.format(createdAt)} UTC`,
    counterparty:
      counterparty === null
        ? null
        : {
            text: `${direction === 'in' ? 'from' : 'to'} ${counterparty.username}`,
            href: `/user/${encodeURIComponent(counterparty.username)}`,
          },
    // A tip to a person's profile names them once, as the counterparty.
    subject:
      row.subject === null || (row.subject.type === 'user' && counterparty?.username === row.subject.username)
        ? null
        : subjectLink(row.subject),
  };
};
