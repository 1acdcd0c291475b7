import { STATUS_CODES } from 'node:http';
import type { DownloadRefusal, ExpectedFailure } from '@atelier/domain';
import { errorToHttp, refusalBody } from '../error-to-http.js';

/**
 * Civitai's `error` titles, which tools written against its download route show or switch on. Every refusal of
 * the domain's download rule is named, so a new one fails the type check until it has a title here.
 */
const TITLES: Record<DownloadRefusal['code'], string> = {
  NOT_FOUND: 'File not found',
  'AUTH.SIGN_IN_REQUIRED': 'Unauthorized',
  'AUTH.FORBIDDEN': 'Forbidden',
  'USER.MUTED': 'Muted',
  'MODEL.LOCKED': 'Locked',
  'MODEL.ARCHIVED': 'Archived',
  'FILE.DANGEROUS': 'Dangerous file',
  'DOWNLOAD.GENERATION_ONLY': 'Generation only',
  'EARLY_ACCESS.UNAUTHORIZED': 'Unauthorized',
  'EARLY_ACCESS.PURCHASE_REQUIRED': 'Early Access',
  'MEMBERSHIP.DOWNLOAD': 'Members only',
};

const isDownloadRefusal = (code: string): code is DownloadRefusal['code'] => Object.hasOwn(TITLES, code);

/** A download refusal's short title; the edge's own refusals (rate limit, bad range…) take their status's name. */
export const downloadErrorTitle = (error: ExpectedFailure): string =>
  isDownloadRefusal(error.code)
    ? TITLES[error.code]
    : (error.title ?? STATUS_CODES[errorToHttp(error).status] ?? 'Error');

const deadlineOf = (error: ExpectedFailure): string | undefined =>
  'deadline' in error && error.deadline instanceof Date ? error.deadline.toISOString() : undefined;

/**
 * A refused download as Civitai answers it (`error`, and `deadline` for early access), keeping our own
 * `{ code, message, action }` that the web app and existing scripts read.
 */
export const downloadRefusalBody = (error: ExpectedFailure) => {
  const deadline = deadlineOf(error);
  return {
    error: downloadErrorTitle(error),
    ...refusalBody(error),
    ...(deadline === undefined ? {} : { deadline }),
  };
};
