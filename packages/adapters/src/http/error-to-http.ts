import type { ErrorCode, ExpectedFailure } from '@atelier/domain';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { AuthError } from '../auth/auth-errors.js';
import type { HttpError } from './http-errors.js';

/** What a client should offer next: sign in, buy Buzz or access, or become a member. */
export type NextAction = 'signIn' | 'buy' | 'join' | null;

export type HttpFailure = {
  status: number;
  trpcCode: TRPC_ERROR_CODE_KEY;
  action: NextAction;
};

/** Every code a request can end with: the domain's catalogue, accounts' and the HTTP edge's own. */
export type ApiErrorCode = ErrorCode | AuthError['code'] | HttpError['code'];

const notFound: HttpFailure = { status: 404, trpcCode: 'NOT_FOUND', action: null };
const badRequest: HttpFailure = { status: 400, trpcCode: 'BAD_REQUEST', action: null };
const forbidden: HttpFailure = { status: 403, trpcCode: 'FORBIDDEN', action: null };
const conflict: HttpFailure = { status: 409, trpcCode: 'CONFLICT', action: null };
const internal: HttpFailure = { status: 500, trpcCode: 'INTERNAL_SERVER_ERROR', action: null };
const signIn: HttpFailure = { status: 401, trpcCode: 'UNAUTHORIZED', action: 'signIn' };
const join: HttpFailure = { status: 403, trpcCode: 'FORBIDDEN', action: 'join' };
/** 402 rather than 409: the fix is to buy Buzz or access, which is what Payment Required says (docs/api.md, "Decisions"). */
const buy: HttpFailure = { status: 402, trpcCode: 'PAYMENT_REQUIRED', action: 'buy' };
const tooLarge: HttpFailure = { status: 413, trpcCode: 'PAYLOAD_TOO_LARGE', action: null };
const tooMany: HttpFailure = { status: 429, trpcCode: 'TOO_MANY_REQUESTS', action: null };
/** tRPC has no 410 key; the status rides on `data.httpStatus`, which tRPC uses for the response. */
const gone: HttpFailure = { status: 410, trpcCode: 'NOT_FOUND', action: null };

/**
 * Every stable error code → HTTP status, tRPC code and next action. The Record is exhaustive over the
 * catalogue, so a new code fails the type check until it is placed here. Rule of thumb: malformed or
 * out-of-range input 400; who-you-are 401/403; a missing or hidden thing 404; a refusal that depends on
 * the current state of things 409; an archived model 410.
 */
const BY_CODE: Record<ApiErrorCode, HttpFailure> = {
  NOT_FOUND: notFound,
  INVALID_INPUT: badRequest,
  'SEARCH.INVALID_CURSOR': badRequest,
  'GALLERY.INVALID_CURSOR': badRequest,
  GENERIC: internal,
  'AUTH.SIGN_IN_REQUIRED': signIn,
  'AUTH.FORBIDDEN': forbidden,
  'AUTH.INVALID_CREDENTIALS': { status: 401, trpcCode: 'UNAUTHORIZED', action: null },
  'AUTH.INVALID_API_KEY': { status: 401, trpcCode: 'UNAUTHORIZED', action: null },
  'AUTH.USERNAME_TAKEN': conflict,
  'AUTH.USERNAME_RESERVED': badRequest,
  'AUTH.WEAK_PASSWORD': badRequest,
  'AUTH.BANNED': forbidden,
  'AUTH.CSRF': forbidden,
  'AUTH.WRONG_PASSWORD': badRequest,
  'AUTH.RESET_LINK_INVALID': badRequest,
  'AUTH.SCOPE': forbidden,
  'ACCOUNT.NOT_DELETED': conflict,
  'ACCOUNT.RESTORE_WINDOW_OVER': conflict,
  'USER.MUTED': forbidden,
  'FEATURE.READ_ONLY': { status: 503, trpcCode: 'SERVICE_UNAVAILABLE', action: null },
  'FEATURE.OFF': forbidden,

  'BUZZ.INSUFFICIENT_FUNDS': buy,
  'BUZZ.INVALID_AMOUNT': badRequest,
  'BUZZ.IDEMPOTENCY_KEY_REUSED': conflict,
  'BUZZ.VOUCHER_UNKNOWN': badRequest,
  'BUZZ.VOUCHER_USED': conflict,
  'BUZZ.VOUCHER_COUNT': badRequest,
  'BUZZ.DAILY_REWARD_OFF': forbidden,
  'BUZZ.ACCOUNT_FROZEN': conflict,
  'SOCIAL.SELF_TIP': badRequest,
  'SOCIAL.SELF_FOLLOW': badRequest,
  'SOCIAL.SELF_CHAT': badRequest,
  'CHAT.MESSAGE_EMPTY': badRequest,
  'CHAT.MESSAGE_TOO_LONG': badRequest,
  'CHAT.MUTED': forbidden,
  'CHAT.USER_UNAVAILABLE': conflict,
  'CHAT.YOU_BLOCKED': conflict,
  'CHAT.BLOCKED': forbidden,
  'CHAT.SELF_BLOCK': badRequest,
  'COLLECTION.FOLLOW_FAILED': conflict,
  'COLLECTION.UNFOLLOW_FAILED': conflict,

  'DONATION.INVALID_AMOUNT': badRequest,
  'DONATION.OWN_GOAL': badRequest,
  'DONATION.GOAL_INACTIVE': conflict,

  'EARLY_ACCESS.UNAUTHORIZED': forbidden,
  'EARLY_ACCESS.NOT_ACTIVE': conflict,
  'EARLY_ACCESS.OFFER_UNAVAILABLE': conflict,
  'EARLY_ACCESS.ALREADY_OWNED': conflict,
  'EARLY_ACCESS.PURCHASE_REQUIRED': { ...buy, status: 403, trpcCode: 'FORBIDDEN' },

  'MEMBERSHIP.DOWNLOAD': join,
  'MEMBERSHIP.REQUIRED': join,
  'MEMBERSHIP.DISCUSSION': join,
  'MEMBERSHIP.TIER_UNKNOWN': badRequest,
  'MEMBERSHIP.NO_EXPIRY': conflict,

  'VAULT.TOGGLE_FAILED': conflict,
  'VAULT.STORAGE_LIMIT': join,
  'VAULT.NOTES_FAILED': conflict,
  'VAULT.REMOVE_FAILED': conflict,

  'REVIEW.DOWNLOAD_REQUIRED': forbidden,
  'REVIEW.EARLY_ACCESS': join,
  'REVIEW.ALREADY_EXISTS': conflict,

  SAVE_FAILED: conflict,
  'MODEL.INVALID_VERSION_ORDER': badRequest,
  'GALLERY.MAX_PINNED': conflict,
  'GALLERY.LEVEL_ZERO': badRequest,
  'GALLERY.PIN_NOT_OF_MODEL': badRequest,
  'GALLERY.IMAGE_NOT_OF_MODEL': badRequest,
  'GALLERY.UNKNOWN_TAG': badRequest,
  'GALLERY.UNKNOWN_USER': badRequest,

  'VERSION.LAST': conflict,
  'VERSION.NOT_DELETED': conflict,
  'PROMPT.DELETE_FAILED': conflict,
  'PROMPT.REQUIRED': badRequest,

  'PUBLISH.DATE_REQUIRED': badRequest,
  'PUBLISH.DATE_IN_PAST': badRequest,
  'PUBLISH.DATE_TOO_FAR': badRequest,
  'PUBLISH.NOT_READY': conflict,
  'PUBLISH.SCAN_PENDING': conflict,
  'PUBLISH.DANGEROUS_FILE': conflict,
  /** Someone else's upload answers like a missing one (docs/adr/0007-hidden-equals-missing.md). */
  'UPLOAD.NOT_FOUND': notFound,
  'UPLOAD.INCOMPLETE': conflict,
  'UPLOAD.TYPE_MISMATCH': badRequest,
  /** The bytes are not what the request says they are: the request is wrong, not the state of things. */
  'FILE.WRONG_FORMAT': badRequest,
  'IMAGE.NOT_AN_IMAGE': badRequest,
  'IMAGE.TOO_MANY_PIXELS': badRequest,
  'POST.TOO_MANY_IMAGES': conflict,
  'POST.NO_IMAGES': conflict,
  'POST.LAST_IMAGE': conflict,
  'POST.UNKNOWN_TAG': badRequest,
  'FILE.LAST_OF_PUBLISHED': conflict,
  'MODEL.ALREADY_PUBLIC': conflict,
  'MODEL.LOCKED': conflict,
  'MODEL.AVAILABILITY_FIXED': conflict,
  'EARLY_ACCESS.ONLY_SHORTER': conflict,
  'COMMENTS.LOCKED': conflict,
  'REVIEW_REQUEST.IN_PROGRESS': conflict,
  'REVIEW_REQUEST.NONE': conflict,
  'REPORT.CLOSED': conflict,
  'REPORT.NO_MODEL': conflict,
  'MODEL.CHANGE_MODE_FAILED': badRequest,
  'MODEL.ARCHIVED': gone,
  'CATALOG.REMOVED': gone,
  'FILE.DANGEROUS': forbidden,
  'DOWNLOAD.GENERATION_ONLY': forbidden,

  'UPLOAD.TOO_LARGE': tooLarge,
  'UPLOAD.QUOTA_EXCEEDED': tooLarge,

  'SETTINGS.INVALID_LINK': badRequest,
  'SETTINGS.TOO_MANY_LINKS': badRequest,
  'SETTINGS.INVALID_BROWSING_LEVEL': badRequest,
  'SETTINGS.INVALID_FILE_PREFERENCE': badRequest,

  'EXPLORE.TOO_MANY_REQUESTS': tooMany,
  'EXPLORE.TOO_MANY_ATTEMPTS': tooMany,
  'EXPLORE.TIMED_OUT': { status: 504, trpcCode: 'GATEWAY_TIMEOUT', action: null },
  'EXPLORE.UNAVAILABLE': { status: 503, trpcCode: 'SERVICE_UNAVAILABLE', action: null },
  'EXPLORE.VERSION_OFF': forbidden,
  'EXPLORE.PURCHASE_REQUIRED': { ...buy, status: 403, trpcCode: 'FORBIDDEN' },

  RATE_LIMITED: tooMany,
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpcCode: 'UNSUPPORTED_MEDIA_TYPE', action: null },
  PAYLOAD_TOO_LARGE: tooLarge,
  RANGE_NOT_SATISFIABLE: { status: 416, trpcCode: 'BAD_REQUEST', action: null },
};

const isKnown = (code: string): code is ApiErrorCode => Object.hasOwn(BY_CODE, code);

/** The one translation of an expected failure into HTTP terms, shared by tRPC and the REST routes. */
export const errorToHttp = (error: ExpectedFailure): HttpFailure =>
  (isKnown(error.code) ? BY_CODE[error.code] : undefined) ?? internal;

/** The JSON body of a refused REST request: `{ code, message, action }` (and the spec's title when it has one). */
export const refusalBody = (error: ExpectedFailure) => ({
  code: error.code,
  message: error.message,
  action: errorToHttp(error).action,
  ...(error.title === undefined ? {} : { title: error.title }),
});
