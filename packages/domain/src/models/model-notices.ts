import { modelStateOf, rolesOf } from '../permissions/policy.js';
import type { Viewer } from '../users/user.js';
import type { Model } from './model.js';
import { MODEL_TEXTS, removedText } from './model-texts.js';
import type { ModelVersion } from './model-version.js';
import { type HiddenBySettings, hiddenBySettings } from './visibility.js';

/** Notice kinds, most severe first: `modelNotices` returns them in this order. */
export const NOTICE_KINDS = [
  'removed',
  'takenDown',
  'archived',
  'violation',
  'privateModel',
  'ownershipDispute',
  'locked',
  'inaccurateImages',
  'notAvailable',
  'missingFiles',
  'discussionOff',
] as const;
type NoticeKind = (typeof NOTICE_KINDS)[number];

type ViolationNotice = {
  kind: 'violation';
  title: string;
  message: string;
  level: 'model' | 'version';
  reason: string | null;
  customMessage: string | null;
  appealUrl: string;
  reviewInProgress: boolean;
};
export type ModelNotice =
  | ViolationNotice
  | { kind: Exclude<NoticeKind, 'violation'>; title: string | null; message: string };

export type NoticeInput = {
  viewer: Viewer;
  model: Pick<
    Model,
    | 'id'
    | 'userId'
    | 'status'
    | 'availability'
    | 'deletedAt'
    | 'deletedBy'
    | 'publishedAt'
    | 'mode'
    | 'poi'
    | 'minor'
    | 'locked'
    | 'ownershipProcessing'
    | 'meta'
  >;
  /** The versions this viewer sees. */
  versions: readonly Pick<ModelVersion, 'inaccurate'>[];
  selectedVersion: Pick<ModelVersion, 'id' | 'status' | 'fileCount' | 'meta'> | null;
  now: Date;
};

const notice = (
  kind: Exclude<NoticeKind, 'violation'>,
  message: string,
  title: string | null = null,
): ModelNotice => ({
  kind,
  title,
  message,
});

/** "Model not available with current settings", and which setting to turn off. */
export const notAvailableNotice = (reason: HiddenBySettings): ModelNotice =>
  notice(
    'notAvailable',
    reason === 'minor' ? MODEL_TEXTS.notAvailableMinor : MODEL_TEXTS.notAvailablePoi,
    MODEL_TEXTS.notAvailableTitle,
  );

const violationNotice = ({ model, selectedVersion }: NoticeInput): ViolationNotice | null => {
  const level =
    model.status === 'UnpublishedViolation'
      ? 'model'
      : selectedVersion?.status === 'UnpublishedViolation'
        ? 'version'
        : null;
  if (level === null) return null;
  const meta = level === 'model' ? model.meta : (selectedVersion?.meta ?? model.meta);
  return {
    kind: 'violation',
    title: level === 'model' ? MODEL_TEXTS.violationTitle : MODEL_TEXTS.violationVersionTitle,
    message: MODEL_TEXTS.appeal,
    level,
    reason: meta.unpublishedReason,
    customMessage: meta.customMessage,
    appealUrl: MODEL_TEXTS.appealUrl(model.id, level === 'version' ? (selectedVersion?.id ?? null) : null),
    reviewInProgress: meta.needsReview,
  };
};

/** The model page's notices as data (spec §8), most severe first. */
export const modelNotices = (input: NoticeInput): ModelNotice[] => {
  const { viewer, model, versions, selectedVersion, now } = input;
  const hidden = hiddenBySettings(viewer, model);
  const candidates: (ModelNotice | null)[] = [
    modelStateOf(model, now) === 'deleted' ? notice('removed', removedText(model)) : null,
    model.mode === 'TakenDown' ? notice('takenDown', MODEL_TEXTS.takenDown) : null,
    model.mode === 'Archived' ? notice('archived', MODEL_TEXTS.archived) : null,
    violationNotice(input),
    model.availability === 'Private' && rolesOf(viewer, model.userId).includes('owner')
      ? notice('privateModel', MODEL_TEXTS.privateModel)
      : null,
    model.ownershipProcessing ? notice('ownershipDispute', MODEL_TEXTS.ownershipDispute) : null,
    // The owner learns why the page offers no edits (the server refuses them); moderators see the lock too.
    model.locked && rolesOf(viewer, model.userId).some((role) => role === 'owner' || role === 'moderator')
      ? notice('locked', MODEL_TEXTS.locked)
      : null,
    versions.some((version) => version.inaccurate)
      ? notice('inaccurateImages', MODEL_TEXTS.inaccurateImages)
      : null,
    hidden === null ? null : notAvailableNotice(hidden),
    selectedVersion !== null && selectedVersion.fileCount === 0
      ? notice('missingFiles', MODEL_TEXTS.missingFiles)
      : null,
    model.locked || model.meta.commentsLocked ? notice('discussionOff', MODEL_TEXTS.discussionOff) : null,
  ];
  return candidates.filter((candidate): candidate is ModelNotice => candidate !== null);
};
