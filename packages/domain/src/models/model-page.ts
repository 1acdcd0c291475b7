import type { ModelFile } from '../files/model-file.js';
import { explorationAllowed } from '../gallery/exploration-rules.js';

export type PageFile = Omit<ModelFile, 'storageKey'> & { scan: ScanVerdict };

const NO_ACCESS: Access = { download: false, generation: false };

/** A file as clients see it: with its scan verdict, without where its bytes are stored. */
export const toPageFile = ({ storageKey: _storageKey, ...file }: ModelFile): PageFile => ({
  ...file,
  scan: scanVerdict(file),
});

import {
  type EarlyAccessType,
  earlyAccessPrice,
  effectiveAccess,
  isEarlyAccessActive,
} from '../early-access/early-access.js';
import { type DownloadRefusal, downloadDecision } from '../files/download-decision.js';
import { chooseDownloadFile } from '../files/file-choice.js';
import { type ScanVerdict, scanVerdict } from '../files/scan-verdict.js';
import { permissionsOf } from '../permissions/permissions-of.js';
import { type Action, isAllowed, rolesOf } from '../permissions/policy.js';
import type { Access } from '../ports/early-access.js';
import type { ReviewTotals, VersionFigures } from '../reviews/review.js';
import { type ReviewLabel, reviewLabelOf } from '../reviews/review-label.js';
import type { Viewer } from '../users/user.js';
import { isVersionIncomplete, versionWizardUrl } from './incomplete-version.js';
import type { Model } from './model.js';
import { type ModelNotice, modelNotices } from './model-notices.js';
import type { ModelVersion } from './model-version.js';
import { canShowPublishButton } from './publish-button.js';
import { reviewRequestLevel } from './review-request.js';
import { seesEverything } from './visibility.js';

type VersionView = ModelVersion & {
  /** The files this viewer may see, without where their bytes are stored (an internal path). */
  files: PageFile[];
  reviewTotals: ReviewTotals;
  /** Spec §9's label for the totals; null: no reviews yet. */
  reviewLabel: ReviewLabel | null;
  /** How many people like (recommend) the version: the Like button's count. */
  likeCount: number;
  /** The file a plain Download link serves this viewer (spec §5 best-file scoring of their preference). */
  bestFileId: number | null;
  /** Early access runs now (spec §4). */
  inEarlyAccess: boolean;
  /** The Buzz price of each kind of early access on sale (spec §5), null when that kind is not offered. */
  earlyAccessPrices: Record<EarlyAccessType, number | null>;
  /** The early access this viewer bought, download implying generation. */
  access: Access;
  /** Why the best file's download would be refused to this viewer (the catalogue's error); null: it is served. */
  downloadRefusal: DownloadRefusal | null;
  incomplete: boolean;
  /** Where the owner's click on this incomplete version leads; null selects it. */
  wizardUrl: string | null;
  canPublish: boolean;
  /** The owner may ask for a version-level review (the version is in violation, the model is not). */
  canRequestReview: boolean;
  /** The gallery's generated-exploration card is offered (`explorationAllowed`: flag, generation switches, early access). */
  canExplore: boolean;
};

type ViewerFlags = {
  isOwner: boolean;
  isModerator: boolean;
  /** The policy's answer for every action on this model. */
  can: Record<Action, boolean>;
  /** Rearranging needs the permission and more than one version. */
  canReorderVersions: boolean;
  /** A model-level review request is possible now (violation, none in progress). */
  canRequestReview: boolean;
  reviewInProgress: boolean;
  /** The viewer could edit the model but a moderator's lock refuses it (its owner): the edit page says so. */
  editsLocked: boolean;
};

/** The site-wide flags (spec §6) that decide which of the page's controls are offered at all. */
type ModelPageFeatures = {
  /** Moderators' "Add to generation / Remove from generation". */
  impersonation: boolean;
  /** The version's AI-recommendations toggle and the recommended resources. */
  recommenders: boolean;
  imageGeneration: boolean;
  earlyAccessModel: boolean;
};

export type ModelPageView = {
  view: 'model';
  model: Model;
  creatorId: number;
  versions: VersionView[];
  selectedVersionId: number | null;
  notices: ModelNotice[];
  viewer: ViewerFlags;
  features: ModelPageFeatures;
};

type ModelPageInput = {
  viewer: Viewer;
  model: Model;
  /** The versions this viewer may see, in order. */
  versions: readonly ModelVersion[];
  /** Files of those versions this viewer may see. */
  files: readonly ModelFile[];
  /** Each version's review totals and like count (absent: none). */
  figures: ReadonlyMap<number, VersionFigures>;
  /** The early access the viewer bought, per version (absent: none). */
  access: ReadonlyMap<number, Access>;
  modelVersionId: number | null;
  flags: ModelPageFeatures;
  now: Date;
};

const NO_FIGURES: VersionFigures = { reviewTotals: { up: 0, down: 0 }, likeCount: 0 };

/** Assembles the model page from loaded data: per-version details, notices and what this viewer may do. */
export const buildModelPage = (input: ModelPageInput): ModelPageView => {
  const { viewer, model, now } = input;
  const can = permissionsOf(viewer, model, now);
  const roles = rolesOf(viewer, model.userId);
  const versions: VersionView[] = input.versions.map((version) => {
    const files = input.files.filter((file) => file.modelVersionId === version.id);
    const { reviewTotals, likeCount } = input.figures.get(version.id) ?? NO_FIGURES;
    const bestFile = chooseDownloadFile(
      files,
      {},
      { preference: viewer?.filePreferences, includePrivate: true },
    );
    const access = effectiveAccess(input.access.get(version.id) ?? NO_ACCESS);
    const download = bestFile
      ? downloadDecision({ model, version, file: bestFile, viewer, access, flags: input.flags, now })
      : null;
    return {
      ...version,
      files: files.map(toPageFile),
      reviewTotals,
      reviewLabel: reviewLabelOf(reviewTotals),
      likeCount,
      bestFileId: bestFile?.id ?? null,
      inEarlyAccess: isEarlyAccessActive(version, now),
      earlyAccessPrices: {
        download: earlyAccessPrice(version, 'download', input.flags),
        generation: earlyAccessPrice(version, 'generation', input.flags),
      },
      access,
      downloadRefusal: download && !download.ok ? download.error : null,
      incomplete: isVersionIncomplete(version),
      wizardUrl: versionWizardUrl(viewer, model, version),
      canPublish: canShowPublishButton(viewer, model, version, now),
      canRequestReview:
        can['model.requestVersionReview'] &&
        reviewRequestLevel(model, version) === 'version' &&
        !version.meta.needsReview,
      canExplore: explorationAllowed({
        flagOn: input.flags.imageGeneration,
        model,
        version,
        privileged: seesEverything(viewer, model, now),
        access,
        now,
      }).ok,
    };
  });
  const selected =
    versions.find((version) => version.id === input.modelVersionId) ??
    versions.find((version) => version.deletedAt === null) ??
    versions[0] ??
    null;
  return {
    view: 'model',
    model,
    creatorId: model.userId,
    versions,
    selectedVersionId: selected?.id ?? null,
    notices: modelNotices({ viewer, model, versions, selectedVersion: selected, now }),
    viewer: {
      isOwner: roles.includes('owner'),
      isModerator: roles.includes('moderator'),
      can,
      canReorderVersions: can['model.reorderVersions'] && versions.length > 1,
      canRequestReview: can['model.requestReview'] && !model.meta.needsReview,
      reviewInProgress: model.meta.needsReview,
      editsLocked: isAllowed('model.edit', viewer, model, now) && !can['model.edit'],
    },
    features: { ...input.flags },
  };
};
