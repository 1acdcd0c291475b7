/** The server's count of what a delete takes with it (`model.getDeleteImpact`, `modelVersion.getDeleteImpact`). */
export type DeleteImpactView = {
  reviews: number;
  posts: number;
  images: number;
  refunds: { purchases: number; buzz: number };
};

const count = (n: number, one: string): string => `${n} ${n === 1 ? one : `${one}s`}`;

/**
 * The delete confirmation's sentences about other people: what is hidden with it (or, for a permanent delete,
 * removed for good), what is refunded.
 */
export const deleteImpactLines = (impact: DeleteImpactView, { permanent = false } = {}): string[] => {
  const hidden = [
    count(impact.reviews, 'review'),
    count(impact.posts, 'post'),
    count(impact.images, 'image'),
  ];
  const fate = permanent ? 'removed for good' : 'hidden with it, until a moderator restores it';
  const others =
    impact.reviews + impact.posts + impact.images === 0
      ? `Nothing by other people will be ${permanent ? 'removed' : 'hidden'}.`
      : `${hidden[0]}, ${hidden[1]} and ${hidden[2]} by other people will be ${fate}.`;
  const { purchases, buzz } = impact.refunds;
  return purchases === 0
    ? [others]
    : [others, `${count(purchases, 'purchase')} (${buzz.toLocaleString('en-US')} Buzz) will be refunded.`];
};
