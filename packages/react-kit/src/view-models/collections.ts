export interface CollectionOptionView {
  id: number;
  name: string;
  /** The item is already in it. */
  selected: boolean;
  /** e.g. "Private", "Public". */
  privacyLabel?: string;
  /** The viewer may not change it (e.g. a collection they only follow). */
  readOnly?: boolean;
}

/** A collection's settings as a form holds them (an empty description is none). */
export interface CollectionDraftView {
  name: string;
  description: string;
  isPrivate: boolean;
}
