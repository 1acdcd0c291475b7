/** One action of a menu; the caller decides who sees it. */
export interface ActionMenuItemView {
  /** Handed to `onAction`. */
  id: string;
  label: string;
  /** `critical` for destructive actions (delete, unpublish as violation). */
  tone?: 'critical';
  /** The action is shown but disabled, with this reason under its label (e.g. "A model needs one version"). */
  disabledReason?: string;
  /** With it the item is a link (e.g. `/models/1/edit`). */
  href?: string;
}

/** A group of actions, e.g. the owner's and the moderator's. */
export interface ActionMenuSectionView {
  id: string;
  /** A visible heading, e.g. "Moderator". */
  title?: string;
  items: ActionMenuItemView[];
}
