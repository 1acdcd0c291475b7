import type { AppRouter } from '@atelier/adapters';
import { BASE_MODEL_TYPES, BASE_MODELS, draftVersion, type EarlyAccessConfig } from '@atelier/domain';
import type { OptionView } from '@atelier/react-kit';
import type { inferRouterInputs } from '@trpc/server';
import type { PageVersion } from '../model/model-types';

type BaseModel = (typeof BASE_MODELS)[number];
type BaseModelType = (typeof BASE_MODEL_TYPES)[number];

/** What `modelVersion.upsert` takes. */
export type VersionUpsertInput = inferRouterInputs<AppRouter>['modelVersion']['upsert'];

/** The version form's fields: early access is a switch plus its settings, kept while it is off. */
export type VersionFormValues = {
  name: string;
  baseModel: BaseModel | null;
  baseModelType: BaseModelType | null;
  description: string;
  trainedWords: string[];
  steps: number | null;
  epochs: number | null;
  clipSkip: number | null;
  strength: number | null;
  earlyAccess: boolean;
  timeframeDays: number | null;
  chargeForDownload: boolean;
  downloadPrice: number | null;
  chargeForGeneration: boolean;
  generationPrice: number | null;
  freeGeneration: boolean;
  generationTrialLimit: number | null;
};

type EditedVersion = Pick<
  PageVersion,
  | 'name'
  | 'baseModel'
  | 'baseModelType'
  | 'description'
  | 'trainedWords'
  | 'steps'
  | 'epochs'
  | 'clipSkip'
  | 'strength'
  | 'earlyAccessConfig'
>;

export const isBaseModel = (value: string): value is BaseModel =>
  (BASE_MODELS as readonly string[]).includes(value);
export const isBaseModelType = (value: string): value is BaseModelType =>
  (BASE_MODEL_TYPES as readonly string[]).includes(value);

const NO_EARLY_ACCESS: Omit<EarlyAccessConfig, 'timeframeDays'> & { timeframeDays: number | null } = {
  timeframeDays: null,
  chargeForDownload: false,
  downloadPrice: null,
  chargeForGeneration: false,
  generationPrice: null,
  freeGeneration: false,
  generationTrialLimit: null,
};

/** The form filled from the version as saved; a base model the list no longer has is asked again. */
export const versionFormFrom = (version: EditedVersion): VersionFormValues => ({
  name: version.name,
  baseModel: isBaseModel(version.baseModel) ? version.baseModel : null,
  baseModelType:
    version.baseModelType !== null && isBaseModelType(version.baseModelType) ? version.baseModelType : null,
  description: version.description,
  trainedWords: [...version.trainedWords],
  steps: version.steps,
  epochs: version.epochs,
  clipSkip: version.clipSkip,
  strength: version.strength,
  earlyAccess: version.earlyAccessConfig !== null,
  ...NO_EARLY_ACCESS,
  ...version.earlyAccessConfig,
});

/** Where a new version starts: the domain's draft version, with no base model until the creator picks one. */
export const newVersionForm = (): VersionFormValues =>
  versionFormFrom(draftVersion({ modelId: 0, index: 0, name: '', baseModel: '' }, new Date(0)));

/** Whether a new version is offered for on-site generation (the domain's draft): its generation options show only then. */
export const newVersionGenerates = (): boolean =>
  draftVersion({ modelId: 0, index: 0, name: '', baseModel: '' }, new Date(0)).canGenerate;

/** The form can be sent once it has a name, a base model and, with early access on, its length; the rest is the server's. */
export const canSendVersion = (values: VersionFormValues): boolean =>
  values.name.trim() !== '' &&
  values.baseModel !== null &&
  (!values.earlyAccess || values.timeframeDays !== null);

/** The call for these values: an update when `id` is given. Settings of a switched-off early access are not sent. */
export const toVersionUpsert = (
  values: VersionFormValues,
  modelId: number,
  id?: number,
): VersionUpsertInput => ({
  ...(id === undefined ? {} : { id }),
  modelId,
  name: values.name,
  baseModel: values.baseModel ?? BASE_MODELS[0],
  baseModelType: values.baseModelType,
  description: values.description,
  trainedWords: values.trainedWords,
  steps: values.steps,
  epochs: values.epochs,
  clipSkip: values.clipSkip,
  strength: values.strength,
  earlyAccessConfig: values.earlyAccess
    ? {
        timeframeDays: values.timeframeDays ?? 0,
        chargeForDownload: values.chargeForDownload,
        downloadPrice: values.chargeForDownload ? values.downloadPrice : null,
        chargeForGeneration: values.chargeForGeneration,
        generationPrice: values.chargeForGeneration ? values.generationPrice : null,
        freeGeneration: values.freeGeneration,
        generationTrialLimit: values.chargeForGeneration ? values.generationTrialLimit : null,
      }
    : null,
});

export const baseModelOptions: OptionView[] = BASE_MODELS.map((model) => ({ id: model, label: model }));
export const baseModelTypeOptions: OptionView[] = BASE_MODEL_TYPES.map((type) => ({ id: type, label: type }));
