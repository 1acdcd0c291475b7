import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { COMMERCIAL_USES, type CommercialUse } from './license.js';
import type { Model, ModelType } from './model.js';

/**
 * The rules of authoring a model (`model.upsert`, docs/authoring.md): what a creator may write, checked once here
 * for every edge (tRPC, CLI). Limits are exported so the edges' schemas bound their inputs with the same numbers.
 */
export const AUTHORING_LIMITS = {
  nameLength: 255,
  /** Description HTML, before and after sanitising. */
  descriptionLength: 50_000,
  tags: 20,
  tagLength: 50,
} as const;

export const CHECKPOINT_TYPES = ['Trained', 'Merge'] as const;
type CheckpointType = (typeof CHECKPOINT_TYPES)[number];

/** Spec §4: a model starts public or private; Unsearchable and EarlyAccess are not chosen by the creator. */
export const CHOSEN_AVAILABILITIES = ['Public', 'Private'] as const;
type ChosenAvailability = (typeof CHOSEN_AVAILABILITIES)[number];

/** What the creator writes about a model: the fields of `model.upsert`. */
export type ModelFields = {
  name: string;
  type: ModelType;
  checkpointType: CheckpointType | null;
  /** HTML, already sanitised by the edge that received it. */
  description: string;
  tagNames: string[];
  allowCommercialUse: CommercialUse[];
  allowNoCredit: boolean;
  allowDerivatives: boolean;
  allowDifferentLicense: boolean;
  nsfw: boolean;
  poi: boolean;
  minor: boolean;
  availability: ChosenAvailability;
};

/** The texts of the refusals below (INVALID_INPUT), one per rule. */
const AUTHORING_TEXTS = {
  nameRequired: `A model needs a name of 1 to ${AUTHORING_LIMITS.nameLength} characters.`,
  descriptionTooLong: `A description can be at most ${AUTHORING_LIMITS.descriptionLength} characters long.`,
  checkpointTypeRequired: 'A checkpoint is either Trained or Merge: choose one.',
  checkpointTypeOnlyForCheckpoints: 'Only checkpoints have a checkpoint type (Trained or Merge).',
  commercialUseNone: "'None' commercial use cannot be combined with other commercial uses.",
  tooManyTags: `A model can have at most ${AUTHORING_LIMITS.tags} tags.`,
  tagLength: `A tag has 1 to ${AUTHORING_LIMITS.tagLength} characters.`,
  nsfwMinor: 'A model that depicts a minor cannot be marked NSFW.',
  nsfwPoi: 'A model that depicts a real person cannot be marked NSFW.',
} as const;

const invalid = (text: string) => fail(errors.invalidInput(text));

/** A model's or a version's name as stored: trimmed, 1–255 characters; null when it breaks that. */
export const storedName = (name: string): string | null => {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > AUTHORING_LIMITS.nameLength ? null : trimmed;
};

/** Trimmed, without empties, each name once whatever its case (the first spelling wins). */
const normaliseTagNames = (names: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names.map((n) => n.trim())) {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
};

/** Each commercial use once, in the spec's order. */
const normaliseCommercialUse = (uses: readonly CommercialUse[]): CommercialUse[] =>
  COMMERCIAL_USES.filter((use) => uses.includes(use));

/** Spec §3: 'None' means no commercial use at all, so it stands alone. */
const isCommercialUseConsistent = (uses: readonly CommercialUse[]): boolean =>
  !uses.includes('None') || uses.every((use) => use === 'None');

/** The checkpoint type a model of `type` must carry: one of Trained or Merge for checkpoints, none otherwise. */
const checkpointTypeProblem = (type: ModelType, checkpointType: CheckpointType | null): string | null => {
  if (type === 'Checkpoint') return checkpointType === null ? AUTHORING_TEXTS.checkpointTypeRequired : null;
  return checkpointType === null ? null : AUTHORING_TEXTS.checkpointTypeOnlyForCheckpoints;
};

/** Mature content never goes with minors or real people (as on Civitai); poi and minor alone are fine. */
const contentRatingProblem = (fields: Pick<ModelFields, 'nsfw' | 'poi' | 'minor'>): string | null => {
  if (fields.nsfw && fields.minor) return AUTHORING_TEXTS.nsfwMinor;
  if (fields.nsfw && fields.poi) return AUTHORING_TEXTS.nsfwPoi;
  return null;
};

/** The fields as stored, or the first rule they break. */
export const checkModelFields = (fields: ModelFields): Result<ModelFields> => {
  const name = storedName(fields.name);
  if (name === null) return invalid(AUTHORING_TEXTS.nameRequired);
  if (fields.description.length > AUTHORING_LIMITS.descriptionLength) {
    return invalid(AUTHORING_TEXTS.descriptionTooLong);
  }
  const checkpoint = checkpointTypeProblem(fields.type, fields.checkpointType);
  if (checkpoint !== null) return invalid(checkpoint);
  if (!isCommercialUseConsistent(fields.allowCommercialUse))
    return invalid(AUTHORING_TEXTS.commercialUseNone);
  const tagNames = normaliseTagNames(fields.tagNames);
  if (tagNames.length > AUTHORING_LIMITS.tags) return invalid(AUTHORING_TEXTS.tooManyTags);
  if (tagNames.some((tag) => tag.length > AUTHORING_LIMITS.tagLength))
    return invalid(AUTHORING_TEXTS.tagLength);
  const rating = contentRatingProblem(fields);
  if (rating !== null) return invalid(rating);
  return ok({
    ...fields,
    name,
    tagNames,
    allowCommercialUse: normaliseCommercialUse(fields.allowCommercialUse),
  });
};

/**
 * Spec §4: availability is chosen at creation; an update must leave it as it is (a private model goes public once,
 * through `model.publishPrivateModel`, and never back). Every availability but Private counts as public here.
 */
export const checkAvailabilityKept = (
  model: Pick<Model, 'availability'>,
  wanted: ChosenAvailability,
): Result<null> =>
  (model.availability === 'Private') === (wanted === 'Private') ? ok(null) : fail(errors.availabilityFixed);

/** The model's fields once the creator's are applied (tags resolved by the caller). */
export const withModelFields = <M extends Omit<Model, 'id' | 'author'>>(
  model: M,
  fields: Omit<ModelFields, 'tagNames' | 'availability'>,
  tags: Model['tags'],
  now: Date,
): M => ({
  ...model,
  name: fields.name,
  type: fields.type,
  checkpointType: fields.checkpointType,
  description: fields.description,
  allowCommercialUse: fields.allowCommercialUse,
  allowNoCredit: fields.allowNoCredit,
  allowDerivatives: fields.allowDerivatives,
  allowDifferentLicense: fields.allowDifferentLicense,
  nsfw: fields.nsfw,
  poi: fields.poi,
  minor: fields.minor,
  tags,
  updatedAt: now,
});

/** Tag names as the model's tags: a stored tag (matched ignoring case) keeps its spelling and flag; others are new. */
export const resolveTags = (
  names: readonly string[],
  stored: readonly { name: string; isCategory: boolean }[],
): Model['tags'] =>
  names.map((name) => {
    const known = stored.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
    return known === undefined
      ? { name, isCategory: false }
      : { name: known.name, isCategory: known.isCategory };
  });
