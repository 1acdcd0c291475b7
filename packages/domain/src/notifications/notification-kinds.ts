/**
 * Every kind of notification the hub writes (issue 17), in the order the settings page lists them. A kind a user
 * turns off is not written for them at all; everything is on until turned off.
 */
export const NOTIFICATION_KINDS = [
  'modelPublished',
  'earlyAccessEnded',
  'review',
  'comment',
  'reply',
  'tipReceived',
  'donationReceived',
  'violation',
  'reviewRequested',
  'reviewAnswered',
  'reportResolved',
  'takedown',
  'refund',
  'purchaseReceipt',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the settings page calls each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  modelPublished: 'New versions of models you follow or are notified about',
  earlyAccessEnded: 'Early access available',
  review: 'Reviews of your models',
  comment: 'Comments on your models',
  reply: 'Replies to you',
  tipReceived: 'Tips received',
  donationReceived: 'Donations received',
  violation: 'Your model unpublished for a violation',
  reviewRequested: 'Review requests (moderators)',
  reviewAnswered: 'Answers to your review requests',
  reportResolved: 'Outcomes of your reports',
  takedown: 'Your model taken down',
  refund: 'Refunds',
  purchaseReceipt: 'Purchase receipts',
};

/** Inbox pages hold this many notifications, newest first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The number of pages `total` notifications fill (at least one, so an empty inbox is page 1 of 1). */
export const notificationPageCount = (total: number): number =>
  Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));

/** One kind's switch, as the settings page shows it. */
export type NotificationSetting = { kind: NotificationKind; label: string; enabled: boolean };

/** Every kind with its switch: on unless the user turned it off. */
export const notificationSettingsOf = (disabled: readonly NotificationKind[]): NotificationSetting[] =>
  NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS[kind],
    enabled: !disabled.includes(kind),
  }));
