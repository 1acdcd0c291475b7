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
