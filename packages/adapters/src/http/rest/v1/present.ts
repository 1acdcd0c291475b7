import {
  airOf,
  type CatalogModel,
  type CatalogVersion,
  type CatalogVersionEntry,
  type HashMatch,
  type Image,
  type Model,
  type PageFile,
  type Tombstone,
} from '@atelier/domain';
import { DOWNLOADS } from '../../api-paths.js';
import type {
  FileShape,
  ImageShape,
  ModelShape,
  ModelVersionShape,
  TombstoneShape,
  VersionDetailShape,
} from './shapes.js';

/**
 * Catalog entries (the domain's answer) as the REST API v1's JSON. Nothing is decided here: what is shown, to whom,
 * and which file is primary come from the catalog; this only names, formats and makes addresses absolute.
 */

/** Absolute addresses are built on the hub's configured origin, never on what the request's headers claim. */
export type Origin = string;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

const absolute = (origin: Origin, path: string): string => new URL(path, origin).toString();

/** Only the criteria a file has, in the order the download route reads them. */
const fileQuery = (file: PageFile): string => {
  const params = new URLSearchParams({ type: file.type });
  for (const key of ['format', 'size', 'fp'] as const) {
    const value = file.metadata[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
};

const presentFile = (origin: Origin, version: CatalogVersion, file: PageFile): FileShape => {
  const primary = file.id === version.primaryFileId;
  const base = absolute(origin, `${DOWNLOADS}/models/${version.version.id}`);
  return {
    id: file.id,
    name: file.name,
    sizeKB: file.sizeKB,
    type: file.type,
    primary,
    metadata: { ...file.metadata },
    hashes: Object.fromEntries(file.hashes.map(({ type, hash }) => [type, hash.toUpperCase()])),
    pickleScanResult: file.pickleScanResult,
    pickleScanMessage: file.pickleScanMessage,
    virusScanResult: file.virusScanResult,
    virusScanMessage: file.virusScanMessage,
    scannedAt: iso(file.scannedAt),
    downloadUrl: primary ? base : `${base}?${fileQuery(file)}`,
  };
};

/** The generation parameters under the names Civitai's images use. */
const metaOf = (image: Image): ImageShape['meta'] => {
  if (image.meta === null) return null;
  const { prompt, negativePrompt, sampler, seed, steps, cfgScale, model } = image.meta;
  const named = { prompt, negativePrompt, sampler, seed, steps, cfgScale, Model: model };
  return Object.fromEntries(Object.entries(named).filter(([, value]) => value !== null)) as Record<
    string,
    string | number
  >;
};

export const presentImage = (origin: Origin, image: Image): ImageShape => ({
  id: image.id,
  url: absolute(origin, image.url),
  width: image.width,
  height: image.height,
  hash: image.hash,
  nsfwLevel: image.nsfwLevel,
  nsfw: image.nsfwLevel > 1,
  type: 'image',
  postId: image.postId,
  hasMeta: image.meta !== null,
  meta: metaOf(image),
});

const presentVersion = (origin: Origin, model: Model, entry: CatalogVersion): ModelVersionShape => {
  const { version } = entry;
  const files = entry.files.map((file) => presentFile(origin, entry, file));
  const primary = files.find((file) => file.primary);
  return {
    id: version.id,
    modelId: version.modelId,
    name: version.name,
    description: version.description,
    createdAt: version.createdAt.toISOString(),
    publishedAt: iso(version.publishedAt),
    status: version.status,
    baseModel: version.baseModel,
    baseModelType: version.baseModelType as ModelVersionShape['baseModelType'],
    trainedWords: version.trainedWords,
    earlyAccessEndsAt: iso(version.earlyAccessEndsAt),
    air: airOf(model, version),
    stats: {
      downloadCount: version.rank.downloadCountAllTime,
      thumbsUpCount: version.rank.thumbsUpCountAllTime,
      thumbsDownCount: version.rank.thumbsDownCountAllTime,
    },
    files,
    images: entry.images.map((image) => presentImage(origin, image)),
    ...(primary ? { downloadUrl: primary.downloadUrl } : {}),
  };
};

export const presentModel = (origin: Origin, { model, creator, versions }: CatalogModel): ModelShape => ({
  id: model.id,
  name: model.name,
  description: model.description,
  type: model.type,
  nsfw: model.nsfw,
  nsfwLevel: model.nsfwLevel,
  poi: model.poi,
  minor: model.minor,
  ...(model.mode === null ? {} : { mode: model.mode }),
  availability: model.availability,
  publishedAt: iso(model.publishedAt),
  allowNoCredit: model.allowNoCredit,
  allowCommercialUse: model.allowCommercialUse,
  allowDerivatives: model.allowDerivatives,
  allowDifferentLicense: model.allowDifferentLicense,
  creator: { username: creator.username, image: null },
  tags: model.tags.map((tag) => tag.name),
  stats: {
    downloadCount: model.rank.downloadCountAllTime,
    favoriteCount: model.rank.collectedCountAllTime,
    thumbsUpCount: model.rank.thumbsUpCountAllTime,
    thumbsDownCount: model.rank.thumbsDownCountAllTime,
    tippedAmountCount: model.rank.tippedAmountCountAllTime,
  },
  modelVersions: versions.map((version) => presentVersion(origin, model, version)),
});

export const presentVersionDetail = (
  origin: Origin,
  { model, version }: CatalogVersionEntry,
): VersionDetailShape => ({
  ...presentVersion(origin, model, version),
  model: {
    name: model.name,
    type: model.type,
    nsfw: model.nsfw,
    poi: model.poi,
    ...(model.mode === null ? {} : { mode: model.mode }),
  },
});

export const presentTombstone = (tombstone: Tombstone): TombstoneShape => ({
  modelId: tombstone.modelId,
  versionId: tombstone.versionId,
  name: tombstone.name,
  versionName: tombstone.versionName,
  hashes: tombstone.hashes.map(({ type, hash }) => ({ type, hash })),
  licence: tombstone.licence,
  trainedWords: tombstone.trainedWords,
  baseModel: tombstone.baseModel,
  removed: { category: tombstone.removed.category, at: tombstone.removed.at.toISOString() },
});

/** A hash lookup's match: the version as the catalog shows it, or the tombstone of a removed one. */
export const presentHashMatch = (origin: Origin, match: HashMatch): VersionDetailShape | TombstoneShape =>
  match.removed ? presentTombstone(match.removed) : presentVersionDetail(origin, match.found);
