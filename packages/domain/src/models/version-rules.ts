import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import { AUTHORING_LIMITS, storedName } from './authoring-rules.js';
import type { EarlyAccessConfig, ModelVersion } from './model-version.js';

/**
 * The rules of authoring a version (`modelVersion.upsert`, docs/authoring.md): details, training facts and early
 * access. Limits are exported so the edges' schemas bound their inputs with the same numbers.
 */

/** The base models a version can name; the seed's demo data uses a subset. "Other" for anything newer. */
export const BASE_MODELS = [
  'SD 1.4',
  'SD 1.5',
  'SD 2.0',
  'SD 2.1',
  'SDXL 1.0',
  'SDXL Turbo',
  'SD 3.5',
  'Pony',
  'Illustrious',
  'Flux.1 S',
  'Flux.1 D',
  'Other',
] as const;
type BaseModel = (typeof BASE_MODELS)[number];

export const BASE_MODEL_TYPES = ['Standard', 'Inpainting', 'Refiner', 'Pix2Pix'] as const;
type BaseModelType = (typeof BASE_MODEL_TYPES)[number];

export const VERSION_LIMITS = {
  trainedWords: 100,
  trainedWordLength: 500,
  steps: { min: 1, max: 10_000_000 },
  epochs: { min: 1, max: 100_000 },
  clipSkip: { min: 1, max: 12 },
  strength: { min: -10, max: 10 },
} as const;

/** Early access (spec §4, §5): how long it may last and what it may cost, in whole Buzz. */
export const EARLY_ACCESS_LIMITS = {
  timeframeDays: { min: 1, max: 14 },
  price: { min: 100, max: 20_000 },
  generationTrialLimit: { min: 1, max: 100 },
} as const;

/** What the creator writes about a version: the fields of `modelVersion.upsert`. */
export type VersionFields = {
  name: string;
  baseModel: BaseModel;
  baseModelType: BaseModelType | null;
  /** HTML, already sanitised by the edge that received it. */
  description: string;
  trainedWords: string[];
  steps: number | null;
  epochs: number | null;
  clipSkip: number | null;
  strength: number | null;
  earlyAccessConfig: EarlyAccessConfig | null;
};

const range = (limits: { min: number; max: number }) => `${limits.min} to ${limits.max}`;

/** The texts of the refusals below (INVALID_INPUT), one per rule. */
const VERSION_TEXTS = {
  nameRequired: `A version needs a name of 1 to ${AUTHORING_LIMITS.nameLength} characters.`,
  baseModel: `Choose one of the base models: ${BASE_MODELS.join(', ')}.`,
  descriptionTooLong: `A description can be at most ${AUTHORING_LIMITS.descriptionLength} characters long.`,
  tooManyTrainedWords: `A version can have at most ${VERSION_LIMITS.trainedWords} trigger words.`,
  trainedWordLength: `A trigger word has at most ${VERSION_LIMITS.trainedWordLength} characters.`,
  steps: `Steps are a whole number from ${range(VERSION_LIMITS.steps)}.`,
  epochs: `Epochs are a whole number from ${range(VERSION_LIMITS.epochs)}.`,
  clipSkip: `Clip skip is a whole number from ${range(VERSION_LIMITS.clipSkip)}.`,
  strength: `Strength is a number from ${range(VERSION_LIMITS.strength)}.`,
  timeframe: `Early access lasts a whole number of days from ${range(EARLY_ACCESS_LIMITS.timeframeDays)}.`,
  price: `An early-access price is a whole number of Buzz from ${range(EARLY_ACCESS_LIMITS.price)}.`,
  generationOff: 'Generation options need the version to be offered for on-site generation.',
  freeAndCharged: 'Generation during early access is either free or charged, not both.',
  trialLimit: `A free trial is a whole number of generations from ${range(EARLY_ACCESS_LIMITS.generationTrialLimit)}, and only with a generation charge.`,
} as const;

const invalid = (text: string) => fail(errors.invalidInput(text));

/** `name` when it is one of `BASE_MODELS` (exactly as listed). */
const checkBaseModel = (name: string): Result<BaseModel> =>
  (BASE_MODELS as readonly string[]).includes(name)
    ? ok(name as BaseModel)
    : invalid(VERSION_TEXTS.baseModel);

/** Trimmed, without empties, each word once (trigger words keep their case: it can matter to the model). */
const normaliseTrainedWords = (words: readonly string[]): string[] => [
  ...new Set(words.map((word) => word.trim()).filter((word) => word !== '')),
];

const isWholeIn = (value: number, limits: { min: number; max: number }): boolean =>
  Number.isSafeInteger(value) && value >= limits.min && value <= limits.max;

const isNumberIn = (value: number, limits: { min: number; max: number }): boolean =>
  Number.isFinite(value) && value >= limits.min && value <= limits.max;

/**
 * An early-access config's own rules: a timeframe of 1..14 days; a charge needs a whole price in range (a price
 * without its charge is dropped); generation options (a charge, free generation, a trial) only for a version offered
 * for generation; free and charged generation exclude each other; a trial only before a generation charge.
 */
const checkEarlyAccessConfig = (
  config: EarlyAccessConfig,
  version: Pick<ModelVersion, 'canGenerate'>,
): Result<EarlyAccessConfig> => {
  if (!isWholeIn(config.timeframeDays, EARLY_ACCESS_LIMITS.timeframeDays))
    return invalid(VERSION_TEXTS.timeframe);
  const priced = (charge: boolean, price: number | null) =>
    !charge || (price !== null && isWholeIn(price, EARLY_ACCESS_LIMITS.price));
  if (!priced(config.chargeForDownload, config.downloadPrice)) return invalid(VERSION_TEXTS.price);
  if (!priced(config.chargeForGeneration, config.generationPrice)) return invalid(VERSION_TEXTS.price);
  const generationOptions =
    config.chargeForGeneration || config.freeGeneration || config.generationTrialLimit !== null;
  if (generationOptions && !version.canGenerate) return invalid(VERSION_TEXTS.generationOff);
  if (config.chargeForGeneration && config.freeGeneration) return invalid(VERSION_TEXTS.freeAndCharged);
  const trial = config.generationTrialLimit;
  if (
    trial !== null &&
    (!config.chargeForGeneration || !isWholeIn(trial, EARLY_ACCESS_LIMITS.generationTrialLimit))
  ) {
    return invalid(VERSION_TEXTS.trialLimit);
  }
  return ok({
    ...config,
    downloadPrice: config.chargeForDownload ? config.downloadPrice : null,
    generationPrice: config.chargeForGeneration ? config.generationPrice : null,
  });
};

/** Whether the version has gone public once (published or scheduled, even if unpublished since): its buyers count. */
const hasBeenPublished = (version: Pick<ModelVersion, 'publishedAt'>): boolean =>
  version.publishedAt !== null;

/**
 * Before a version is first published its early access is the creator's to set; afterwards people may have bought
 * it on those terms, so it can only be removed or shortened, with every other term kept.
 */
const checkEarlyAccessChange = (
  version: Pick<ModelVersion, 'publishedAt' | 'earlyAccessConfig'>,
  next: EarlyAccessConfig | null,
): Result<null> => {
  const current = version.earlyAccessConfig;
  if (!hasBeenPublished(version) || next === null) return ok(null);
  if (current === null || next.timeframeDays > current.timeframeDays)
    return fail(errors.earlyAccessOnlyShorter);
  const { timeframeDays: _next, ...nextTerms } = next;
  const { timeframeDays: _current, ...currentTerms } = current;
  const sameTerms = (Object.keys(currentTerms) as (keyof typeof currentTerms)[]).every(
    (key) => nextTerms[key] === currentTerms[key],
  );
  return sameTerms ? ok(null) : fail(errors.earlyAccessOnlyShorter);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When early access ends once the config changes: unknown until the version is published (publishing sets it);
 * shortened from the publish date; removed: ends now if it was still running.
 */
export const earlyAccessEndAfterChange = (
  version: Pick<ModelVersion, 'publishedAt' | 'earlyAccessEndsAt'>,
  next: EarlyAccessConfig | null,
  now: Date,
): Date | null => {
  if (version.publishedAt === null) return null;
  if (next === null) {
    const running = version.earlyAccessEndsAt !== null && version.earlyAccessEndsAt > now;
    return running ? now : version.earlyAccessEndsAt;
  }
  const end = new Date(version.publishedAt.getTime() + next.timeframeDays * DAY_MS);
  return version.earlyAccessEndsAt !== null && version.earlyAccessEndsAt < end
    ? version.earlyAccessEndsAt
    : end;
};

const optionalWhole = (value: number | null, limits: { min: number; max: number }) =>
  value === null || isWholeIn(value, limits);

/** The fields as stored, or the first rule they break; `version` is the stored one (a new draft when creating). */
export const checkVersionFields = (
  fields: VersionFields,
  version: Pick<ModelVersion, 'canGenerate' | 'publishedAt' | 'earlyAccessConfig'>,
): Result<VersionFields> => {
  const name = storedName(fields.name);
  if (name === null) return invalid(VERSION_TEXTS.nameRequired);
  const baseModel = checkBaseModel(fields.baseModel);
  if (!baseModel.ok) return baseModel;
  if (fields.description.length > AUTHORING_LIMITS.descriptionLength) {
    return invalid(VERSION_TEXTS.descriptionTooLong);
  }
  const trainedWords = normaliseTrainedWords(fields.trainedWords);
  if (trainedWords.length > VERSION_LIMITS.trainedWords) return invalid(VERSION_TEXTS.tooManyTrainedWords);
  if (trainedWords.some((word) => word.length > VERSION_LIMITS.trainedWordLength)) {
    return invalid(VERSION_TEXTS.trainedWordLength);
  }
  if (!optionalWhole(fields.steps, VERSION_LIMITS.steps)) return invalid(VERSION_TEXTS.steps);
  if (!optionalWhole(fields.epochs, VERSION_LIMITS.epochs)) return invalid(VERSION_TEXTS.epochs);
  if (!optionalWhole(fields.clipSkip, VERSION_LIMITS.clipSkip)) return invalid(VERSION_TEXTS.clipSkip);
  if (fields.strength !== null && !isNumberIn(fields.strength, VERSION_LIMITS.strength)) {
    return invalid(VERSION_TEXTS.strength);
  }
  let earlyAccessConfig: EarlyAccessConfig | null = null;
  if (fields.earlyAccessConfig !== null) {
    const checked = checkEarlyAccessConfig(fields.earlyAccessConfig, version);
    if (!checked.ok) return checked;
    earlyAccessConfig = checked.value;
  }
  const change = checkEarlyAccessChange(version, earlyAccessConfig);
  if (!change.ok) return change;
  return ok({ ...fields, name, trainedWords, earlyAccessConfig });
};
