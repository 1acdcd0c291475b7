import type { ModelFields } from '../../models/authoring-rules.js';
import type { VersionFields } from '../../models/version-rules.js';

/** What a creator fills in for a plain public LoRA: every `model.upsert` field, valid, with `changes` applied. */
export const modelFields = (changes: Partial<ModelFields> = {}): ModelFields => ({
  name: 'Lumen',
  type: 'LORA',
  checkpointType: null,
  description: '<p>Soft light.</p>',
  tagNames: ['lighting'],
  allowCommercialUse: ['Image'],
  allowNoCredit: false,
  allowDerivatives: true,
  allowDifferentLicense: false,
  nsfw: false,
  poi: false,
  minor: false,
  availability: 'Public',
  ...changes,
});

/** Every `modelVersion.upsert` field (without ids), valid, with `changes` applied. */
export const versionFields = (changes: Partial<VersionFields> = {}): VersionFields => ({
  name: 'v1',
  baseModel: 'SDXL 1.0',
  baseModelType: 'Standard',
  description: '<p>First.</p>',
  trainedWords: ['lumen style'],
  steps: 1200,
  epochs: 10,
  clipSkip: 2,
  strength: 0.8,
  earlyAccessConfig: null,
  ...changes,
});

/** An early-access config that charges for downloads, valid for any version. */
export const earlyAccessFields = (
  changes: Partial<NonNullable<VersionFields['earlyAccessConfig']>> = {},
): NonNullable<VersionFields['earlyAccessConfig']> => ({
  timeframeDays: 7,
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: false,
  generationPrice: null,
  freeGeneration: false,
  generationTrialLimit: null,
  ...changes,
});
