import type { Tombstone } from '../catalog/tombstone.js';
import type { ExpectedFailure } from './failure.js';

/** `a Model file`, `an Image file`, `an Archive file`. */
const aOrAn = (word: string): string => `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;

/**
 * The error catalogue (spec §8), one entry per expected failure. Codes are stable for programs;
 * messages are the exact texts users read. Where the spec names no text, ours is written to match its tone
 * (see docs/adr/0002-error-catalogue.md). Every code is a literal type, so `ErrorCode` below is a closed union
 * that the edges map exhaustively. Entries without a code are texts only the web app shows (a toast when a call
 * fails, whatever the server said), and plain strings are success, empty-state or tooltip texts.
 */
export const errors = {
  signInRequired: { code: 'AUTH.SIGN_IN_REQUIRED', message: 'Please sign in to continue.' },
  forbidden: { code: 'AUTH.FORBIDDEN', message: 'You do not have permission to perform this action.' },
  /** A request made with a `read` API key that would change something (docs/api-keys-and-account-deletion.md). */
  apiKeyScope: {
    code: 'AUTH.SCOPE',
    message: 'This API key can only read. Create a key with the write scope to make changes.',
  },
  accountNotDeleted: { code: 'ACCOUNT.NOT_DELETED', message: 'This account is not deleted.' },
  restoreWindowOver: (days: number) => ({
    code: 'ACCOUNT.RESTORE_WINDOW_OVER' as const,
    message: `This account was deleted more than ${days} day${days === 1 ? '' : 's'} ago and can no longer be restored.`,
  }),
  notFound: { code: 'NOT_FOUND', message: 'No results found' },
  muted: { code: 'USER.MUTED', message: 'Muted users cannot add posts or reviews.' },
  cannotWrite: {
    code: 'FEATURE.READ_ONLY',
    message: 'The site is read-only right now. Please try again later.',
  },
  featureOff: { code: 'FEATURE.OFF', message: 'This feature is turned off.' },
  generic: { code: 'GENERIC', message: 'There was an error while performing your request' },
  /** The web app's pages for a request that failed: not found (or hidden, which must look the same), and the rest. */
  pageNotFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist or is not available to you.',
  },
  pageFailed: { title: 'Something went wrong', message: 'There was an error while performing your request' },
  invalidInput: (message: string) => ({ code: 'INVALID_INPUT' as const, message }),
  /** A model list's `cursor` that no page of that order made (docs/search.md). */
  invalidSearchCursor: {
    code: 'SEARCH.INVALID_CURSOR',
    message: 'This list has changed since that page was made. Start again from the first page.',
  },

  insufficientBuzz: { code: 'BUZZ.INSUFFICIENT_FUNDS', message: "You don't have enough funds. Buzz..." },
  insufficientBuzzTooltip: 'Insufficient Buzz. Click to buy more',
  invalidBuzzAmount: {
    code: 'BUZZ.INVALID_AMOUNT',
    message: 'The amount of Buzz must be a whole positive number.',
  },
  idempotencyKeyReused: {
    code: 'BUZZ.IDEMPOTENCY_KEY_REUSED',
    message: 'This request was already made with different details.',
  },
  /** The ledger moves no Buzz from or to a deleted account until it is restored. */
  buzzAccountFrozen: {
    code: 'BUZZ.ACCOUNT_FROZEN',
    message: 'This account has been deleted, so no Buzz can be sent to it or from it.',
  },

  /** Ways to get Buzz (/purchase/buzz, docs/buzz.md). */
  voucherUnknown: {
    code: 'BUZZ.VOUCHER_UNKNOWN',
    message: 'This voucher code is not valid. Check it and try again.',
  },
  voucherUsed: { code: 'BUZZ.VOUCHER_USED', message: 'This voucher code has already been redeemed.' },
  voucherCount: (max: number) => ({
    code: 'BUZZ.VOUCHER_COUNT' as const,
    message: `The number of vouchers must be a whole number from 1 to ${max}.`,
  }),
  dailyRewardOff: { code: 'BUZZ.DAILY_REWARD_OFF', message: 'This hub gives no daily Buzz reward.' },

  cannotTipYourself: { code: 'SOCIAL.SELF_TIP', message: 'You cannot tip yourself.' },
  cannotFollowYourself: { code: 'SOCIAL.SELF_FOLLOW', message: 'You cannot follow yourself.' },
  cannotChatWithYourself: { code: 'SOCIAL.SELF_CHAT', message: 'You cannot chat with yourself.' },
  /** Direct messages (/chat, docs/chat.md). */
  chatMessageEmpty: { code: 'CHAT.MESSAGE_EMPTY', message: 'Write a message before sending it.' },
  chatMessageTooLong: (max: number) => ({
    code: 'CHAT.MESSAGE_TOO_LONG' as const,
    message: `A message can be at most ${max} characters long.`,
  }),
  chatMutedCannotStart: {
    code: 'CHAT.MUTED',
    message: 'Muted users cannot start new chats. You can still reply in chats you already have.',
  },
  chatUserUnavailable: { code: 'CHAT.USER_UNAVAILABLE', message: 'This user cannot receive messages.' },
  chatBlockedByYou: {
    code: 'CHAT.YOU_BLOCKED',
    message: 'You blocked this user. Unblock them to send messages.',
  },
  chatBlockedByThem: { code: 'CHAT.BLOCKED', message: 'This user does not accept messages from you.' },
  cannotBlockYourself: { code: 'CHAT.SELF_BLOCK', message: 'You cannot block yourself.' },
  noChats: 'No chats yet. Start one with the chat button on a creator’s card.',
  followCollectionFailed: { code: 'COLLECTION.FOLLOW_FAILED', message: 'Unable to follow this collection' },
  unfollowCollectionFailed: {
    code: 'COLLECTION.UNFOLLOW_FAILED',
    message: 'Unable to unfollow this collection',
  },
  emptyCollection: 'There are no items for this collection',

  donationAmount: {
    code: 'DONATION.INVALID_AMOUNT',
    message: 'Donations must be a whole number of Buzz from 10 to 100000, in steps of 10.',
  },
  donateFailed: { message: 'Failed to donate to goal.' },
  donateToOwnGoal: { code: 'DONATION.OWN_GOAL', message: 'You cannot donate to your own goal.' },
  donationGoalInactive: {
    code: 'DONATION.GOAL_INACTIVE',
    message: 'This donation goal is no longer active.',
  },

  earlyAccessOff: {
    code: 'EARLY_ACCESS.UNAUTHORIZED',
    title: 'Unauthorized',
    message:
      'This model will be available for download once early access is enabled to the public. Please check back later.',
  },
  earlyAccessNotActive: { code: 'EARLY_ACCESS.NOT_ACTIVE', message: 'This version is not in early access.' },
  earlyAccessOfferUnavailable: {
    code: 'EARLY_ACCESS.OFFER_UNAVAILABLE',
    message: 'This kind of early access is not offered for this version.',
  },
  earlyAccessAlreadyOwned: {
    code: 'EARLY_ACCESS.ALREADY_OWNED',
    message: 'You already have access to this model version.',
  },
  earlyAccessPurchased: 'You have successfully purchased access to this model version!',
  /** Carries when early access ends, so a tool can say how long to wait (Civitai's `deadline`). */
  earlyAccessPurchaseRequired: (deadline: Date) => ({
    code: 'EARLY_ACCESS.PURCHASE_REQUIRED' as const,
    message: 'This version is in early access. Purchase access to download it.',
    deadline,
  }),

  versionRemoved: (tombstone: Tombstone) => ({
    code: 'CATALOG.REMOVED' as const,
    message: 'This version was removed from the hub.',
    tombstone,
  }),

  modelArchived: {
    code: 'MODEL.ARCHIVED',
    message: 'This model has been archived and is no longer available for download.',
  },
  fileDangerous: { code: 'FILE.DANGEROUS', message: 'This file appears to be dangerous.' },
  generationOnly: {
    code: 'DOWNLOAD.GENERATION_ONLY',
    message: 'This version is available for generation only.',
  },

  membershipRequiredForDownload: {
    code: 'MEMBERSHIP.DOWNLOAD',
    message: 'You need to be a member to start the download',
  },
  membershipRequired: {
    code: 'MEMBERSHIP.REQUIRED',
    message: 'You must be a Member to access this content.',
  },
  /** The spec's "You must be a {product} Member…", its article agreeing with the configured name ("an Atelier"). */
  membershipRequiredForDiscussion: (product: string) => ({
    code: 'MEMBERSHIP.DISCUSSION' as const,
    message: `You must be ${aOrAn(product)} Member to join this discussion`,
  }),

  /** Buying membership (docs/membership.md). */
  membershipTierUnknown: {
    code: 'MEMBERSHIP.TIER_UNKNOWN',
    message: 'This hub offers no membership by that name. Pick one of the tiers on the pricing page.',
  },
  membershipWithoutExpiry: {
    code: 'MEMBERSHIP.NO_EXPIRY',
    message: 'Your membership does not expire, so there is nothing to buy.',
  },

  vaultToggleFailed: { code: 'VAULT.TOGGLE_FAILED', message: 'Failed to toggle model version' },
  vaultStorageLimit: { code: 'VAULT.STORAGE_LIMIT', message: 'Vault storage limit exceeded' },
  vaultNotesFailed: { code: 'VAULT.NOTES_FAILED', message: 'Failed to update notes on these vault items' },
  vaultRemoveFailed: { code: 'VAULT.REMOVE_FAILED', message: 'Failed to remove these items from your Vault' },

  notificationSettingsFailed: {
    message: 'Failed to update notification settings.',
  },

  reviewRequiresDownload: {
    code: 'REVIEW.DOWNLOAD_REQUIRED',
    message: 'You need to download this version before reviewing it.',
  },
  reviewInEarlyAccess: {
    code: 'REVIEW.EARLY_ACCESS',
    message: 'Only members can review a version while it is in early access.',
  },
  reviewAlreadyExists: {
    code: 'REVIEW.ALREADY_EXISTS',
    message: 'You have already reviewed this version.',
  },
  noReviews: 'No reviews yet',

  saveFailed: { code: 'SAVE_FAILED', message: 'Failed to save' },
  invalidVersionOrder: {
    code: 'MODEL.INVALID_VERSION_ORDER',
    message: 'The new order must list every version of this model exactly once.',
  },
  gallerySettingsFailed: { message: 'Unable to update gallery settings' },
  gallerySettingsCopyFailed: {
    message: 'Unable to copy gallery moderation preferences',
  },
  maxPinnedPosts: {
    code: 'GALLERY.MAX_PINNED',
    message: 'You have reached the maximum number of pinned posts.',
  },
  galleryLevelZero: {
    code: 'GALLERY.LEVEL_ZERO',
    message: 'The gallery cannot be shown at browsing level zero.',
  },
  galleryPinNotOfModel: {
    code: 'GALLERY.PIN_NOT_OF_MODEL',
    message: "Only posts of this model's versions can be pinned, each under its own version.",
  },
  galleryImageNotOfModel: {
    code: 'GALLERY.IMAGE_NOT_OF_MODEL',
    message: "Only images of this model's gallery can be hidden.",
  },
  galleryUnknownTag: { code: 'GALLERY.UNKNOWN_TAG', message: 'One of the hidden tags does not exist.' },
  galleryUnknownUser: { code: 'GALLERY.UNKNOWN_USER', message: 'One of the hidden users does not exist.' },
  /** A gallery or hub feed `cursor` that no page made (docs/posts.md, "Gallery pages"). */
  invalidGalleryCursor: {
    code: 'GALLERY.INVALID_CURSOR',
    message: 'This gallery has changed since that page was made. Start again from the first page.',
  },

  deleteVersionFailed: { message: 'Unable to delete version' },
  lastVersion: { code: 'VERSION.LAST', message: 'A model needs at least one version: this is the only one.' },
  versionNotDeleted: {
    code: 'VERSION.NOT_DELETED',
    message: 'This version is not deleted: there is nothing to restore.',
  },
  deletePromptFailed: { code: 'PROMPT.DELETE_FAILED', message: 'Unable to delete prompt. Please try again' },
  promptFieldsRequired: { code: 'PROMPT.REQUIRED', message: 'Display name and prompt are required.' },

  scheduleRequired: { code: 'PUBLISH.DATE_REQUIRED', message: 'Please choose a date to publish.' },
  scheduleInPast: { code: 'PUBLISH.DATE_IN_PAST', message: 'The publish date cannot be in the past.' },
  scheduleTooFar: {
    code: 'PUBLISH.DATE_TOO_FAR',
    message: 'The publish date can be at most 3 months ahead.',
  },
  /**
   * Spec §8's text for publishing with early access when that costs Buzz. Publishing costs nothing on this hub
   * (docs/authoring.md, "Publishing costs no Buzz"), so no call answers with it and it has no code.
   */
  publishInsufficientFunds: {
    message:
      'You do not have enough funds to publish this model. You can remove early access or purchase more Buzz in order to publish.',
  },
  publishFailed: {
    title: 'Error publishing model',
    message: 'Something went wrong while publishing your model. Please try again later.',
  },
  publishNotReady: {
    code: 'PUBLISH.NOT_READY',
    message: 'A version needs files and posts before it can be published.',
  },
  publishScanPending: {
    code: 'PUBLISH.SCAN_PENDING',
    message: 'Your files are still being scanned. You can publish once every scan has finished.',
  },
  publishDangerousFile: {
    code: 'PUBLISH.DANGEROUS_FILE',
    message: 'A file of this version failed its safety scan. Remove it before publishing.',
  },

  uploadNotFound: { code: 'UPLOAD.NOT_FOUND', message: 'This upload does not exist or has expired.' },
  uploadIncomplete: {
    code: 'UPLOAD.INCOMPLETE',
    message: 'This upload has not finished yet. Wait until every byte has arrived.',
  },
  uploadTypeMismatch: (declared: string) => ({
    code: 'UPLOAD.TYPE_MISMATCH' as const,
    message: `This upload was declared as ${aOrAn(declared)} file when it began. Upload it again with the type you want.`,
  }),
  notAnImage: {
    code: 'IMAGE.NOT_AN_IMAGE',
    message: 'This file is not an image we can show. Upload a JPEG, PNG or WebP image.',
  },
  imageTooLarge: {
    code: 'IMAGE.TOO_MANY_PIXELS',
    message: 'This image has too many pixels: it can have at most 50 megapixels.',
  },
  tooManyPostImages: { code: 'POST.TOO_MANY_IMAGES', message: 'A post can have at most 20 images.' },
  postHasNoImages: { code: 'POST.NO_IMAGES', message: 'Add at least one image before publishing the post.' },
  lastPostImage: {
    code: 'POST.LAST_IMAGE',
    message: 'A published post keeps at least one image. Delete the post instead.',
  },
  postUnknownTag: (name: string) => ({
    code: 'POST.UNKNOWN_TAG' as const,
    message: `There is no tag named "${name}". Choose one of the hub's tags.`,
  }),
  fileNotWhatItClaims: (reason: string) => ({
    code: 'FILE.WRONG_FORMAT' as const,
    message: `This file is not what it claims to be: ${reason}`,
  }),
  lastFileOfPublishedVersion: {
    code: 'FILE.LAST_OF_PUBLISHED',
    message: 'A published version needs at least one file. Add another file or unpublish the version first.',
  },
  privateModelIsPublic: { code: 'MODEL.ALREADY_PUBLIC', message: 'This model is already public.' },
  /** A moderator locked the model (`model.toggleLock`): its owner's edits are refused; moderators still act. */
  modelLocked: { code: 'MODEL.LOCKED', message: 'This model is locked and cannot be edited.' },
  /** Spec §4: availability is chosen once; Private → public is the publish-private-model flow (docs/authoring.md). */
  availabilityFixed: {
    code: 'MODEL.AVAILABILITY_FIXED',
    message:
      "A model's availability is chosen when it is created. To make a private model public, publish it (Publish private model); a public model cannot become private again.",
  },
  earlyAccessOnlyShorter: {
    code: 'EARLY_ACCESS.ONLY_SHORTER',
    message:
      'This version is already published: its early access can only be shortened or removed, and its prices stay as they are.',
  },
  commentsLocked: { code: 'COMMENTS.LOCKED', message: 'Discussion is turned off for this model.' },

  reviewRequestFailed: {
    title: 'Error requesting review',
    message: 'Something went wrong while requesting a review. Please try again later.',
  },
  reviewRequestInProgress: {
    code: 'REVIEW_REQUEST.IN_PROGRESS',
    message: 'A review is already in progress.',
  },
  reviewRequestSent: 'Your request has been sent to the moderators. We will review it as soon as possible.',
  noReviewRequest: {
    code: 'REVIEW_REQUEST.NONE',
    message: 'There is no review request to answer for this model.',
  },
  reportAlreadyClosed: {
    code: 'REPORT.CLOSED',
    message: 'This report has already been resolved or dismissed.',
  },
  reportActionNeedsModel: {
    code: 'REPORT.NO_MODEL',
    message: 'Only a report about a model, a version or a comment can unpublish a model.',
  },

  deleteModelFailed: {
    title: 'Could not delete model',
    message: 'An unexpected error occurred, please try again',
  },
  modelDeleted: 'Your model has been deleted',
  /** A moderator deleting someone else's model: not "your" model (docs/moderator-actions.md). */
  modelDeletedByModerator: 'The model has been deleted. You can restore it from its page.',
  modelDeletedPermanently: 'The model has been deleted permanently.',
  changeModeFailed: { code: 'MODEL.CHANGE_MODE_FAILED', message: 'Unable to change mode' },
  toggleFailed: { message: 'Failed to toggle' },

  uploadTooLarge: (type: string, limit: string) => ({
    code: 'UPLOAD.TOO_LARGE' as const,
    message: `This file is too large: ${aOrAn(type)} file can be at most ${limit}.`,
  }),
  uploadQuotaExceeded: (quota: string) => ({
    code: 'UPLOAD.QUOTA_EXCEEDED' as const,
    message: `Uploads not yet added to a model can take up at most ${quota}. Add or cancel some first.`,
  }),

  /** Account settings (/user/account, docs/account-settings.md). */
  invalidProfileLink: (link: string) => ({
    code: 'SETTINGS.INVALID_LINK' as const,
    message: `"${link}" is not a web address: links must start with http:// or https:// and name a site.`,
  }),
  tooManyProfileLinks: (max: number) => ({
    code: 'SETTINGS.TOO_MANY_LINKS' as const,
    message: `A profile can show at most ${max} links.`,
  }),
  invalidBrowsingLevel: {
    code: 'SETTINGS.INVALID_BROWSING_LEVEL',
    message: 'Choose at least one browsing level (PG, PG-13, R, X or XXX).',
  },
  /** `choices` in words: "SafeTensor, PickleTensor". */
  invalidFilePreference: (field: string, choices: string) => ({
    code: 'SETTINGS.INVALID_FILE_PREFERENCE' as const,
    message: `The preferred ${field} must be one of ${choices}.`,
  }),
  settingsSaved: 'Your settings were saved.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  passwordReset: 'Your password was set. Every session was signed out: sign in with the new password.',
  resetLinkMissing:
    'This page needs the whole link the hub operator gave you: it ends in #token= and a code.',

  exploreTooManyRequests: { code: 'EXPLORE.TOO_MANY_REQUESTS', message: 'Too many requests' },
  exploreTooManyAttempts: { code: 'EXPLORE.TOO_MANY_ATTEMPTS', message: 'Too many attempts' },
  /** Spec §8: no result within 10 seconds of the previous one (or of the request). */
  exploreTimedOut: { code: 'EXPLORE.TIMED_OUT', message: 'The request timed out' },
  exploreUnavailable: {
    code: 'EXPLORE.UNAVAILABLE',
    message: 'Image generation is unavailable right now. Please try again later.',
  },
  /** The version is not offered for generation, or a moderator removed the model from generation. */
  exploreVersionOff: {
    code: 'EXPLORE.VERSION_OFF',
    message: 'This version is not available for generation.',
  },
  explorePurchaseRequired: {
    code: 'EXPLORE.PURCHASE_REQUIRED',
    message: 'This version is in early access. Purchase generation access to explore it.',
  },
} as const satisfies Record<
  string,
  ExpectedFailure | { message: string; title?: string } | string | ((...args: never[]) => ExpectedFailure)
>;

type Entry = (typeof errors)[keyof typeof errors];

/** Every failure of the catalogue, each with its literal code (the functions' results included). */
type CatalogueError =
  | Extract<Entry, ExpectedFailure>
  | ReturnType<Extract<Entry, (...args: never[]) => ExpectedFailure>>;

/** Every stable failure code of the catalogue: the edges (HTTP, CLI, web) switch on it exhaustively. */
export type ErrorCode = CatalogueError['code'];
