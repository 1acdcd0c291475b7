import type { AppRouter } from '@atelier/adapters';
import {
  CHECKPOINT_TYPES,
  CHOSEN_AVAILABILITIES,
  COMMERCIAL_USES,
  type CommercialUse,
  draftModel,
  MODEL_TYPES,
  type ModelType,
} from '@atelier/domain';
import type { OptionView } from '@atelier/react-kit';
import type { inferRouterInputs } from '@trpc/server';
import type { ModelPageView } from '../model/model-types';

type CheckpointType = (typeof CHECKPOINT_TYPES)[number];
type ChosenAvailability = (typeof CHOSEN_AVAILABILITIES)[number];

/** What `model.upsert` takes. */
export type ModelUpsertInput = inferRouterInputs<AppRouter>['model']['upsert'];

/**
 * The model form's fields as the creator sees them: "credit me" rather than the stored `allowNoCredit`, and no type
 * until one is chosen.
 */
export type ModelFormValues = {
  name: string;
  type: ModelType | null;
  checkpointType: CheckpointType | null;
  description: string;
  tagNames: string[];
  allowCommercialUse: CommercialUse[];
  requireCredit: boolean;
  allowDerivatives: boolean;
  allowDifferentLicense: boolean;
  nsfw: boolean;
  poi: boolean;
  minor: boolean;
  availability: ChosenAvailability;
};

type EditedModel = Pick<
  ModelPageView['model'],
  | 'name'
  | 'type'
  | 'checkpointType'
  | 'description'
  | 'tags'
  | 'allowCommercialUse'
  | 'allowNoCredit'
  | 'allowDerivatives'
  | 'allowDifferentLicense'
  | 'nsfw'
  | 'poi'
  | 'minor'
  | 'availability'
>;

/** The form filled from the model as saved. Every availability but Private counts as public (spec §4). */
export const modelFormFrom = (model: EditedModel): ModelFormValues => ({
  name: model.name,
  type: model.type,
  checkpointType: model.checkpointType,
  description: model.description,
  tagNames: model.tags.map((tag) => tag.name),
  allowCommercialUse: [...model.allowCommercialUse],
  requireCredit: !model.allowNoCredit,
  allowDerivatives: model.allowDerivatives,
  allowDifferentLicense: model.allowDifferentLicense,
  nsfw: model.nsfw,
  poi: model.poi,
  minor: model.minor,
  availability: model.availability === 'Private' ? 'Private' : 'Public',
});

/** Where a new model starts: the domain's draft (its licence terms), with no type until the creator picks one. */
export const newModelForm = (): ModelFormValues => ({
  ...modelFormFrom(draftModel({ name: '', type: MODEL_TYPES[0], description: '', userId: 0 }, new Date(0))),
  type: null,
});

/** Only checkpoints have a checkpoint type; the field shows for them alone. */
export const asksCheckpointType = (type: ModelType | null): boolean => type === 'Checkpoint';

/** The form can be sent once it names a model and its type; every other rule is the server's to judge. */
export const canSendModel = (values: ModelFormValues): boolean =>
  values.name.trim() !== '' && values.type !== null;

/** The call for these values: an update when `id` is given (availability then stays what it was). */
export const toModelUpsert = (values: ModelFormValues, id?: number): ModelUpsertInput => ({
  ...(id === undefined ? {} : { id }),
  name: values.name,
  type: values.type ?? MODEL_TYPES[0],
  checkpointType: asksCheckpointType(values.type) ? values.checkpointType : null,
  description: values.description,
  tagNames: values.tagNames,
  allowCommercialUse: values.allowCommercialUse,
  allowNoCredit: !values.requireCredit,
  allowDerivatives: values.allowDerivatives,
  allowDifferentLicense: values.allowDifferentLicense,
  nsfw: values.nsfw,
  poi: values.poi,
  minor: values.minor,
  availability: values.availability,
});

/**
 * The ticked commercial uses after a click: "None" means no commercial use, so ticking it clears the others and
 * ticking another clears it (the server refuses the two together).
 */
export const commercialUseAfter = (previous: CommercialUse[], ticked: CommercialUse[]): CommercialUse[] => {
  const added = ticked.filter((use) => !previous.includes(use));
  if (added.includes('None')) return ['None'];
  return added.length > 0 ? ticked.filter((use) => use !== 'None') : ticked;
};

export const isCommercialUse = (value: string): value is CommercialUse =>
  (COMMERCIAL_USES as readonly string[]).includes(value);

/** The licence page's words for each level (license/permission-lines.ts), as choices. */
const COMMERCIAL_USE_LABELS: Record<CommercialUse, string> = {
  None: 'None: no commercial use',
  Image: 'Sell images they generate',
  RentCivit: "Run on this site's image generation",
  Rent: 'Run on services that generate images for money',
  Sell: 'Sell this model or merges using this model',
};

export const commercialUseOptions: OptionView[] = COMMERCIAL_USES.map((use) => ({
  id: use,
  label: COMMERCIAL_USE_LABELS[use],
}));

export const modelTypeOptions: OptionView[] = MODEL_TYPES.map((type) => ({ id: type, label: type }));
export const checkpointTypeOptions: OptionView[] = CHECKPOINT_TYPES.map((type) => ({
  id: type,
  label: type,
}));
export const availabilityOptions: OptionView[] = CHOSEN_AVAILABILITIES.map((availability) => ({
  id: availability,
  label: availability,
}));

export const isModelType = (value: string): value is ModelType =>
  (MODEL_TYPES as readonly string[]).includes(value);
export const isCheckpointType = (value: string): value is CheckpointType =>
  (CHECKPOINT_TYPES as readonly string[]).includes(value);
export const isChosenAvailability = (value: string): value is ChosenAvailability =>
  (CHOSEN_AVAILABILITIES as readonly string[]).includes(value);
