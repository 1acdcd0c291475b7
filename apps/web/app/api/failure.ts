import type { ApiErrorCode } from '@atelier/adapters';
import { authErrors, type ErrorCode, errors, httpErrors } from '@atelier/domain';
import { TRPCClientError } from '@trpc/client';

/**
 * What the page does about a failure besides showing its message: most failures are only said (a toast, or a line by
 * the control); some open a way forward (sign in, buy, join) or have a place of their own on the page.
 */
export type FailureReaction =
  /** Show the message. */
  | 'say'
  /** Offer to sign in. */
  | 'signIn'
  /** Offer Buzz or early access to buy. */
  | 'buy'
  /** Offer membership. */
  | 'join'
  /** The Vault's storage-full dialog. */
  | 'vaultFull'
  /** A notice in place of the purchase offers: early access is turned off for now. */
  | 'earlyAccessOff'
  /** The username field's error. */
  | 'usernameTaken'
  /** A refusal of one scan-flagged file: the version's other files stay downloadable. */
  | 'fileFlagged';

/**
 * Every catalogue code → what the page does about it. Exhaustive over `ErrorCode`, so a new code fails the type
 * check until it is placed here; the keys are the catalogue's own codes, never retyped (docs/adr/0002).
 */
const REACTIONS: Record<ErrorCode, FailureReaction> = {
  [errors.notFound.code]: 'say',
  [errors.invalidInput('').code]: 'say',
  [errors.invalidSearchCursor.code]: 'say',
  [errors.invalidGalleryCursor.code]: 'say',
  [errors.generic.code]: 'say',
  [errors.signInRequired.code]: 'signIn',
  [errors.forbidden.code]: 'say',
  [errors.apiKeyScope.code]: 'say',
  [errors.accountNotDeleted.code]: 'say',
  [errors.restoreWindowOver(0).code]: 'say',
  [errors.muted.code]: 'say',
  [errors.cannotWrite.code]: 'say',
  [errors.featureOff.code]: 'say',

  [errors.insufficientBuzz.code]: 'buy',
  [errors.invalidBuzzAmount.code]: 'say',
  [errors.idempotencyKeyReused.code]: 'say',
  [errors.buzzAccountFrozen.code]: 'say',
  [errors.voucherUnknown.code]: 'say',
  [errors.voucherUsed.code]: 'say',
  [errors.voucherCount(0).code]: 'say',
  [errors.dailyRewardOff.code]: 'say',
  [errors.cannotTipYourself.code]: 'say',
  [errors.cannotFollowYourself.code]: 'say',
  [errors.cannotChatWithYourself.code]: 'say',
  [errors.chatMessageEmpty.code]: 'say',
  [errors.chatMessageTooLong(0).code]: 'say',
  [errors.chatMutedCannotStart.code]: 'say',
  [errors.chatUserUnavailable.code]: 'say',
  [errors.chatBlockedByYou.code]: 'say',
  [errors.chatBlockedByThem.code]: 'say',
  [errors.cannotBlockYourself.code]: 'say',
  [errors.followCollectionFailed.code]: 'say',
  [errors.unfollowCollectionFailed.code]: 'say',

  [errors.donationAmount.code]: 'say',
  [errors.donateToOwnGoal.code]: 'say',
  [errors.donationGoalInactive.code]: 'say',

  [errors.earlyAccessOff.code]: 'earlyAccessOff',
  [errors.earlyAccessNotActive.code]: 'say',
  [errors.earlyAccessOfferUnavailable.code]: 'say',
  [errors.earlyAccessAlreadyOwned.code]: 'say',
  [errors.earlyAccessPurchaseRequired(new Date(0)).code]: 'buy',

  [errors.membershipRequiredForDownload.code]: 'join',
  [errors.membershipRequired.code]: 'join',
  [errors.membershipRequiredForDiscussion('').code]: 'join',
  [errors.membershipTierUnknown.code]: 'say',
  [errors.membershipWithoutExpiry.code]: 'say',

  [errors.vaultToggleFailed.code]: 'say',
  [errors.vaultStorageLimit.code]: 'vaultFull',
  [errors.vaultNotesFailed.code]: 'say',
  [errors.vaultRemoveFailed.code]: 'say',

  [errors.reviewRequiresDownload.code]: 'say',
  [errors.reviewInEarlyAccess.code]: 'join',
  [errors.reviewAlreadyExists.code]: 'say',

  [errors.saveFailed.code]: 'say',
  [errors.invalidVersionOrder.code]: 'say',
  [errors.maxPinnedPosts.code]: 'say',
  [errors.galleryLevelZero.code]: 'say',
  [errors.galleryPinNotOfModel.code]: 'say',
  [errors.galleryImageNotOfModel.code]: 'say',
  [errors.galleryUnknownTag.code]: 'say',
  [errors.galleryUnknownUser.code]: 'say',

  [errors.lastVersion.code]: 'say',
  [errors.versionNotDeleted.code]: 'say',
  [errors.deletePromptFailed.code]: 'say',
  [errors.promptFieldsRequired.code]: 'say',

  [errors.scheduleRequired.code]: 'say',
  [errors.scheduleInPast.code]: 'say',
  [errors.scheduleTooFar.code]: 'say',
  [errors.publishNotReady.code]: 'say',
  [errors.publishScanPending.code]: 'say',
  [errors.publishDangerousFile.code]: 'say',
  [errors.uploadNotFound.code]: 'say',
  [errors.uploadIncomplete.code]: 'say',
  [errors.uploadTypeMismatch('').code]: 'say',
  [errors.fileNotWhatItClaims('').code]: 'say',
  [errors.lastFileOfPublishedVersion.code]: 'say',
  [errors.privateModelIsPublic.code]: 'say',
  [errors.modelLocked.code]: 'say',
  [errors.availabilityFixed.code]: 'say',
  [errors.earlyAccessOnlyShorter.code]: 'say',
  [errors.notAnImage.code]: 'say',
  [errors.imageTooLarge.code]: 'say',
  [errors.tooManyPostImages.code]: 'say',
  [errors.postHasNoImages.code]: 'say',
  [errors.lastPostImage.code]: 'say',
  [errors.postUnknownTag('').code]: 'say',
  [errors.commentsLocked.code]: 'say',
  [errors.reviewRequestInProgress.code]: 'say',
  [errors.noReviewRequest.code]: 'say',
  [errors.reportAlreadyClosed.code]: 'say',
  [errors.reportActionNeedsModel.code]: 'say',
  [errors.changeModeFailed.code]: 'say',
  [errors.modelArchived.code]: 'say',
  /** Only the REST API v1 answers it (a version's tombstone); the web app never reads a removed version. */
  [errors.versionRemoved({} as never).code]: 'say',
  [errors.fileDangerous.code]: 'fileFlagged',
  [errors.generationOnly.code]: 'say',

  [errors.uploadTooLarge('', '').code]: 'say',
  [errors.uploadQuotaExceeded('').code]: 'say',

  [errors.invalidProfileLink('').code]: 'say',
  [errors.tooManyProfileLinks(0).code]: 'say',
  [errors.invalidBrowsingLevel.code]: 'say',
  [errors.invalidFilePreference('', '').code]: 'say',

  [errors.exploreTooManyRequests.code]: 'say',
  [errors.exploreTooManyAttempts.code]: 'say',
  [errors.exploreTimedOut.code]: 'say',
  [errors.exploreUnavailable.code]: 'say',
  [errors.exploreVersionOff.code]: 'say',
  [errors.explorePurchaseRequired.code]: 'say',
};

/** The codes of the server's own edge (accounts, HTTP), from the domain's edge catalogue like the rest. */
const EDGE_REACTIONS: Record<Exclude<ApiErrorCode, ErrorCode>, FailureReaction> = {
  [authErrors.invalidCredentials.code]: 'say',
  [authErrors.invalidApiKey.code]: 'say',
  [authErrors.usernameTaken.code]: 'usernameTaken',
  // A reserved name (a fixed page's segment) is refused on the username field like a taken one.
  [authErrors.usernameReserved.code]: 'usernameTaken',
  [authErrors.weakPassword('').code]: 'say',
  [authErrors.banned.code]: 'say',
  [authErrors.csrf.code]: 'say',
  [authErrors.wrongPassword.code]: 'say',
  [authErrors.resetLinkInvalid.code]: 'say',
  [httpErrors.rateLimited.code]: 'say',
  [httpErrors.unsupportedMediaType.code]: 'say',
  [httpErrors.payloadTooLarge.code]: 'say',
  [httpErrors.rangeNotSatisfiable.code]: 'say',
};

const ALL_REACTIONS: Record<ApiErrorCode, FailureReaction> = { ...REACTIONS, ...EDGE_REACTIONS };

const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === 'string' && Object.hasOwn(ALL_REACTIONS, code);

/** What the page does about a failure with this code; an unknown code (or none) is only said. */
export const reactionOf = (code: string | null | undefined): FailureReaction =>
  isApiErrorCode(code) ? ALL_REACTIONS[code] : 'say';

export type ApiFailure = {
  /** The catalogue's text, as the server sent it. */
  message: string;
  code: ApiErrorCode | null;
  reaction: FailureReaction;
  /** Which input fields the server refused and why (validation failures only), e.g. `username`. */
  issues: { path: string; message: string }[];
};

/** What a failed call means to the visitor: the catalogue's message and what the page does about it. */
export const failureOf = (error: unknown): ApiFailure => {
  if (error instanceof TRPCClientError) {
    const data = error.data as { errorCode?: unknown; issues?: ApiFailure['issues'] } | undefined;
    const code = isApiErrorCode(data?.errorCode) ? data.errorCode : null;
    return { message: error.message, code, reaction: reactionOf(code), issues: data?.issues ?? [] };
  }
  // A network failure or an answer that is not the API's: the catalogue's generic text.
  return { message: errors.generic.message, code: null, reaction: 'say', issues: [] };
};
