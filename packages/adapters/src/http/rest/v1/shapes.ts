import {
  BASE_MODEL_TYPES,
  BASE_MODELS,
  FILE_TYPES,
  HASH_TYPES,
  MODEL_MODES,
  MODEL_TYPES,
  SCAN_RESULTS,
} from '@atelier/domain';
import { z } from 'zod';

/**
 * The answers of the public REST API v1, as zod schemas: the presenters build values of these types, the contract
 * tests parse every answer with them (strictly: an unexpected field fails), and `/api/v1/openapi.json` is generated
 * from them. Field names and shapes follow Civitai's public API v1, which the tools people use were written against;
 * docs/rest-api.md says where the hub differs.
 */

/** The named schemas of the API: each becomes one of the OpenAPI document's components. */
export const v1Schemas = z.registry<{ id: string; description?: string }>();

const isoDate = z.iso.datetime().meta({ description: 'An ISO 8601 date and time, UTC.' });
const absoluteUrl = z.url().meta({ description: "An absolute address on the hub's public origin." });

export const fileShape = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    sizeKB: z.number(),
    type: z.enum(FILE_TYPES),
    primary: z.boolean().meta({ description: 'The file a plain download link of the version serves.' }),
    metadata: z.strictObject({
      format: z.string().optional(),
      size: z.string().optional(),
      fp: z.string().optional(),
    }),
    hashes: z
      .partialRecord(z.enum(HASH_TYPES), z.string().regex(/^[0-9A-F]+$/))
      .meta({ description: 'Upper-case hex, by hash type (docs/file-hashes.md).' }),
    pickleScanResult: z.enum(SCAN_RESULTS),
    pickleScanMessage: z.string().nullable(),
    virusScanResult: z.enum(SCAN_RESULTS),
    virusScanMessage: z.string().nullable(),
    scannedAt: isoDate.nullable(),
    downloadUrl: absoluteUrl,
  })
  .register(v1Schemas, { id: 'ModelFile' });

export const imageShape = z
  .strictObject({
    id: z.number().int(),
    url: absoluteUrl,
    width: z.number().int(),
    height: z.number().int(),
    hash: z.string().nullable().meta({ description: 'A BlurHash placeholder.' }),
    nsfwLevel: z.number().int(),
    nsfw: z.boolean(),
    type: z.literal('image'),
    postId: z.number().int(),
    hasMeta: z.boolean(),
    meta: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  })
  .register(v1Schemas, { id: 'Image' });

const versionStats = z.strictObject({
  downloadCount: z.number().int(),
  thumbsUpCount: z.number().int(),
  thumbsDownCount: z.number().int(),
});

const versionFields = {
  id: z.number().int(),
  modelId: z.number().int(),
  name: z.string(),
  description: z.string(),
  createdAt: isoDate,
  publishedAt: isoDate.nullable(),
  status: z.string(),
  baseModel: z.union([z.enum(BASE_MODELS), z.string()]),
  baseModelType: z.enum(BASE_MODEL_TYPES).nullable(),
  trainedWords: z.array(z.string()),
  earlyAccessEndsAt: isoDate.nullable(),
  air: z.string(),
  stats: versionStats,
  files: z.array(fileShape),
  images: z.array(imageShape),
  downloadUrl: absoluteUrl.optional().meta({
    description:
      "The primary file's downloadUrl; absent when the version offers no file (an archived model).",
  }),
};

/** A version inside a model's `modelVersions`. */
export const modelVersionShape = z.strictObject(versionFields).register(v1Schemas, { id: 'ModelVersion' });

const modelSummary = z.strictObject({
  name: z.string(),
  type: z.enum(MODEL_TYPES),
  nsfw: z.boolean(),
  poi: z.boolean(),
  mode: z.enum(MODEL_MODES).optional(),
});

/** `/api/v1/model-versions/{id}` and the by-hash lookups: a version with a summary of its model. */
export const versionDetailShape = z
  .strictObject({ ...versionFields, model: modelSummary })
  .register(v1Schemas, { id: 'ModelVersionDetail' });

export const modelShape = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().meta({ description: 'HTML; an empty string when there is none, never null.' }),
    type: z.enum(MODEL_TYPES),
    nsfw: z.boolean(),
    nsfwLevel: z.number().int(),
    poi: z.boolean(),
    minor: z.boolean(),
    mode: z.enum(MODEL_MODES).optional().meta({ description: 'Absent while the model is healthy.' }),
    availability: z.string(),
    publishedAt: isoDate.nullable(),
    allowNoCredit: z.boolean(),
    allowCommercialUse: z.array(z.string()),
    allowDerivatives: z.boolean(),
    allowDifferentLicense: z.boolean(),
    creator: z.strictObject({ username: z.string(), image: z.string().nullable() }),
    tags: z.array(z.string()),
    stats: z.strictObject({
      downloadCount: z.number().int(),
      favoriteCount: z.number().int(),
      thumbsUpCount: z.number().int(),
      thumbsDownCount: z.number().int(),
      tippedAmountCount: z.number().int(),
    }),
    modelVersions: z.array(modelVersionShape).meta({ description: 'Newest first, by publishedAt.' }),
  })
  .register(v1Schemas, { id: 'Model' });

export const listMetadataShape = z
  .strictObject({
    pageSize: z.number().int(),
    currentPage: z.number().int().optional(),
    nextCursor: z.string().optional().meta({ description: 'Absent on the last page.' }),
    nextPage: absoluteUrl
      .optional()
      .meta({ description: 'The next page’s address; absent on the last page.' }),
    prevPage: absoluteUrl.optional().meta({
      description: 'The previous page’s address, on a list asked for by page number past the first.',
    }),
  })
  .register(v1Schemas, { id: 'ListMetadata' });

export const modelListShape = z
  .strictObject({ items: z.array(modelShape), metadata: listMetadataShape })
  .register(v1Schemas, { id: 'ModelList' });

/**
 * What a hash lookup answers for a version that was public once and was then deleted or taken down: enough to tell
 * "removed" from "unknown", and nothing the removal withdrew (no files, pictures, description or notes).
 */
export const tombstoneShape = z
  .strictObject({
    modelId: z.number().int(),
    versionId: z.number().int(),
    name: z.string(),
    versionName: z.string(),
    hashes: z.array(z.strictObject({ type: z.enum(HASH_TYPES), hash: z.string().regex(/^[0-9A-F]+$/) })),
    licence: z.strictObject({
      allowNoCredit: z.boolean(),
      allowCommercialUse: z.array(z.string()),
      allowDerivatives: z.boolean(),
      allowDifferentLicense: z.boolean(),
      licenses: z.array(z.strictObject({ name: z.string(), url: z.string() })),
    }),
    trainedWords: z.array(z.string()),
    baseModel: z.string(),
    removed: z.strictObject({ category: z.enum(['owner', 'moderation']), at: isoDate }),
  })
  .register(v1Schemas, { id: 'RemovedVersion' });

export const byHashListShape = z
  .array(z.union([versionDetailShape, tombstoneShape]))
  .register(v1Schemas, { id: 'ModelVersionsByHash' });

/** `/model-versions/{id}` of a removed version: 410 with the tombstone. */
export const removedVersionErrorShape = z
  .strictObject({
    ...tombstoneShape.shape,
    error: z.string(),
    code: z.literal('CATALOG.REMOVED'),
    message: z.string(),
    action: z.null(),
  })
  .register(v1Schemas, { id: 'RemovedVersionError' });

export const meShape = z
  .strictObject({
    id: z.number().int(),
    username: z.string(),
    isMember: z.boolean(),
    isModerator: z.boolean(),
  })
  .register(v1Schemas, { id: 'Me' });

export const enumsShape = z
  .strictObject({
    ModelType: z.array(z.string()),
    ModelFileType: z.array(z.string()),
    ModelFileFormat: z.array(z.string()),
    ModelHashType: z.array(z.string()),
    BaseModel: z.array(z.string()),
    BaseModelType: z.array(z.string()),
    ModelSort: z.array(z.string()),
    MetricTimeframe: z.array(z.string()),
  })
  .register(v1Schemas, { id: 'Enums' });

export const errorShape = z
  .object({ error: z.string(), message: z.string().optional() })
  .register(v1Schemas, { id: 'Error', description: 'Every refusal: `error` says what went wrong.' });

export type FileShape = z.infer<typeof fileShape>;
export type ImageShape = z.infer<typeof imageShape>;
export type ModelVersionShape = z.infer<typeof modelVersionShape>;
export type VersionDetailShape = z.infer<typeof versionDetailShape>;
export type ModelShape = z.infer<typeof modelShape>;
export type ListMetadataShape = z.infer<typeof listMetadataShape>;
export type TombstoneShape = z.infer<typeof tombstoneShape>;

/** `/api/v1/images`: an image of the hub's feed with the post it was shown in. */
export const feedImageShape = z
  .strictObject({
    ...imageShape.shape,
    nsfwLevel: z.enum(['None', 'Soft', 'Mature', 'X']).meta({
      description: "Civitai's name of the image's level: PG None, PG-13 Soft, R Mature, X and XXX both X.",
    }),
    browsingLevel: z
      .number()
      .int()
      .meta({ description: 'The image’s level as a browsing-level bit (1 to 16).' }),
    createdAt: isoDate.optional().meta({ description: 'When its post was published.' }),
    username: z.string().meta({ description: 'Who posted it.' }),
    modelVersionIds: z.array(z.number().int()).meta({ description: 'The version its post is about.' }),
    stats: z.strictObject({ reactionCount: z.number().int() }),
  })
  .register(v1Schemas, { id: 'FeedImage' });

export const feedImageListShape = z
  .strictObject({ items: z.array(feedImageShape), metadata: listMetadataShape })
  .register(v1Schemas, { id: 'ImageList' });

export const creatorShape = z
  .strictObject({
    username: z.string(),
    modelCount: z.number().int(),
    link: absoluteUrl.meta({ description: 'The creator’s models: `/api/v1/models?username=…`.' }),
    image: z.string().nullable().meta({ description: 'The hub has no avatars: always null.' }),
  })
  .register(v1Schemas, { id: 'Creator' });

export const creatorListShape = z
  .strictObject({ items: z.array(creatorShape), metadata: listMetadataShape })
  .register(v1Schemas, { id: 'CreatorList' });

export const tagShape = z
  .strictObject({
    name: z.string(),
    modelCount: z.number().int(),
    link: absoluteUrl.meta({ description: 'The tag’s models: `/api/v1/models?tag=…`.' }),
  })
  .register(v1Schemas, { id: 'Tag' });

export const tagListShape = z
  .strictObject({ items: z.array(tagShape), metadata: listMetadataShape })
  .register(v1Schemas, { id: 'TagList' });

export type FeedImageShape = z.infer<typeof feedImageShape>;
export type CreatorShape = z.infer<typeof creatorShape>;
export type TagShape = z.infer<typeof tagShape>;
