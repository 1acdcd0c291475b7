import type { Model, ModelType } from './model.js';
import type { ModelVersion } from './model-version.js';

const AIR_TYPES: Record<ModelType, string> = {
  Checkpoint: 'checkpoint',
  TextualInversion: 'embedding',
  LORA: 'lora',
  LoCon: 'lycoris',
  Hypernetwork: 'hypernet',
  Controlnet: 'controlnet',
  AestheticGradient: 'ag',
  Poses: 'poses',
  Wildcards: 'wildcards',
  MotionModule: 'motion',
};

/**
 * The version's AI Resource Identifier, `urn:air:{ecosystem}:{type}:atelier:{modelId}@{versionId}`: the model page's
 * AIR button and the REST API's `air` field give the same one.
 */
export const airOf = (
  model: Pick<Model, 'id' | 'type'>,
  version: Pick<ModelVersion, 'id' | 'baseModel'>,
): string => {
  const ecosystem = version.baseModel.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `urn:air:${ecosystem}:${AIR_TYPES[model.type]}:atelier:${model.id}@${version.id}`;
};
