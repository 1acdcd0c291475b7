import { earlyAccessDeadline } from '../early-access/early-access.js';
import type { Model } from '../models/model.js';
import type { ModelVersion } from '../models/model-version.js';
import { seesEverything } from '../models/visibility.js';
import { type AuthorizationFailure, authorizeOnVersion } from '../permissions/authorize.js';
import type { PolicyModel } from '../permissions/policy.js';
import type { Access } from '../ports/early-access.js';
import { errors } from '../shared/errors.js';
import { type DomainError, fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ModelFile } from './model-file.js';
import { isDownloadBlocked } from './scan-verdict.js';

export type DownloadContext = {
  model: PolicyModel & Pick<Model, 'mode'>;
  version: Pick<
    ModelVersion,
    'status' | 'publishedAt' | 'earlyAccessEndsAt' | 'earlyAccessConfig' | 'canDownload' | 'usageControl'
  >;
  /** The file the link chose, if any. */
  file: Pick<ModelFile, 'visibility' | 'virusScanResult' | 'pickleScanResult'> | null | undefined;
  viewer: Viewer;
  /** The viewer's early-access purchases for this version. */
  access: Access;
  flags: { earlyAccessModel: boolean };
  now: Date;
};

/** Why a download is refused; the model page shows it in place of the Download button. */
export type DownloadRefusal =
  | AuthorizationFailure
  | DomainError<
      | 'MODEL.ARCHIVED'
      | 'FILE.DANGEROUS'
      | 'DOWNLOAD.GENERATION_ONLY'
      | 'EARLY_ACCESS.UNAUTHORIZED'
      | 'MEMBERSHIP.DOWNLOAD'
    >
  | ReturnType<typeof errors.earlyAccessPurchaseRequired>;

/**
 * Whether the viewer may download the file, checked in the order a visitor would want to hear it:
 * hidden or missing (not found), archived (gone), dangerous, generation-only, early access, members-only.
 * `version.canDownload === false` marks a members-only download; buying early-access download also opens it.
 * Owners and moderators skip every gate except archived, taken down and (owners only) dangerous files.
 */
export const downloadDecision = <F extends NonNullable<DownloadContext['file']>>(
  context: Omit<DownloadContext, 'file'> & { file: F | null | undefined },
): Result<F, DownloadRefusal> => {
  const { model, version, file, viewer, access, flags, now } = context;
  const allowed = authorizeOnVersion('model.download', viewer, model, version, now);
  if (!allowed.ok) return allowed;
  if (model.mode === 'TakenDown') return fail(errors.notFound);
  if (model.mode === 'Archived') return fail(errors.modelArchived);
  const privileged = seesEverything(viewer, model, now);
  if (!file || (file.visibility !== 'Public' && !privileged)) return fail(errors.notFound);
  if (isDownloadBlocked(file, viewer)) return fail(errors.fileDangerous);
  if (privileged) return ok(file);

  if (version.usageControl !== 'Download') return fail(errors.generationOnly);
  const deadline = earlyAccessDeadline(version, now);
  const earlyAccessGate =
    deadline !== null && version.earlyAccessConfig?.chargeForDownload === true && !access.download;
  if (earlyAccessGate) {
    if (!flags.earlyAccessModel) return fail(errors.earlyAccessOff);
    return fail(viewer === null ? errors.signInRequired : errors.earlyAccessPurchaseRequired(deadline));
  }
  const membersOnly = !version.canDownload && !access.download;
  if (membersOnly) {
    if (viewer === null) return fail(errors.signInRequired);
    if (!viewer.isMember) return fail(errors.membershipRequiredForDownload);
  }
  return ok(file);
};
