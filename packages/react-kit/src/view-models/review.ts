/** The nine review labels of spec §9; which one applies is the domain's rule. */
export type ReviewLabelKind =
  | 'overwhelmingly-positive'
  | 'very-positive'
  | 'positive'
  | 'mostly-positive'
  | 'mixed'
  | 'mostly-negative'
  | 'negative'
  | 'very-negative'
  | 'overwhelmingly-negative';

export interface ReviewLabelView {
  kind: ReviewLabelKind;
  /** As shown, e.g. "Very Positive". */
  text: string;
  count: number;
  /** e.g. `/models/{modelId}/reviews?modelVersionId={versionId}`. */
  href?: string;
}

/** The viewer's review of the version: thumbs up, thumbs down, or none. */
export type ReviewValue = 'up' | 'down' | null;
