import type { DateView, LinkView } from './common';

/** One kind of reaction on a comment, as the presenter labels it. */
export interface CommentReactionView {
  key: string;
  /** Shown on the button, e.g. "👍". */
  symbol: string;
  /** Accessible name, e.g. "Like". */
  label: string;
  count: number;
  /** The viewer gave this one (the button is pressed). */
  mine: boolean;
}

/** A comment of the model discussion; which actions show is the server's answer, never decided here. */
export interface CommentView {
  id: number;
  /** Null for a deleted comment. */
  author: LinkView | null;
  /** Sanitised HTML from the server; empty for a deleted comment. */
  html: string;
  postedAt: DateView;
  edited: boolean;
  /** Hidden by a moderator: only moderators see it, marked. */
  hidden: boolean;
  deleted: boolean;
  reactions: CommentReactionView[];
  can: { reply: boolean; edit: boolean; delete: boolean; react: boolean; report: boolean; moderate: boolean };
}

/** The texts the card shows; English by default. */
export interface CommentCardLabels {
  reply: string;
  edit: string;
  delete: string;
  report: string;
  hide: string;
  unhide: string;
  edited: string;
  hidden: string;
  deleted: string;
  /** Read after an action's name by assistive technology only, e.g. " comment" ("Report comment"). */
  what: string;
}
