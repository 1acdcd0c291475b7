import { chooseDownloadFile } from '../files/file-choice.js';
import type { GallerySettings, Image } from '../gallery/gallery.js';
import { galleryFilter } from '../gallery/gallery-filter.js';
import { isGalleryShown } from '../gallery/gallery-settings-rules.js';
import type { Model } from '../models/model.js';
import { type PageFile, toPageFile } from '../models/model-page.js';
import type { ModelVersion } from '../models/model-version.js';
import { modelPageAccess, visibleFiles, visibleVersions } from '../models/visibility.js';
import type { ShowcaseQuery } from '../ports/gallery.js';
import type { Repositories } from '../ports/unit-of-work.js';
import { browsingLevelFor } from '../users/account-settings.js';
import type { Viewer } from '../users/user.js';

/**
 * The catalog: models and versions as the tools people already use read them (the public REST API v1). It shows
 * exactly what the model page shows the same viewer — the same access rule, the same visible versions and files,
 * the same showcase pictures — arranged for a client that lists and looks up rather than browses.
 */

export type CatalogVersion = {
  version: ModelVersion;
  /** The files the viewer may see; none for an Archived model, whose files are no longer offered. */
  files: PageFile[];
  /** The file a plain download link serves this viewer (the model page's best file); null: nothing to download. */
  primaryFileId: number | null;
  /** The version's showcase pictures at the viewer's browsing level; none for a model taken down. */
  images: Image[];
};

export type CatalogModel = {
  model: Model;
  creator: { username: string };
  /** Newest first: by publication date (not yet published first), then the later version first. */
  versions: CatalogVersion[];
};

/** Newest first, so a client's `modelVersions[0]` is the latest release, as on the hub it was written for. */
const newestFirst = (a: ModelVersion, b: ModelVersion): number => {
  const at = (version: ModelVersion) => version.publishedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(b) - at(a) || b.id - a.id;
};

/**
 * Builds the catalog entries of `models` for this viewer inside the caller's read; models the viewer may not open as
 * a page are left out (hidden answers like missing). A fixed number of reads whatever the number of models.
 */
export const catalogOf = async (
  r: Pick<Repositories, 'versions' | 'files' | 'gallerySettings' | 'posts'>,
  viewer: Viewer,
  models: readonly Model[],
  now: Date,
): Promise<CatalogModel[]> => {
  const shown = models.filter((model) => modelPageAccess(viewer, model, now).kind === 'page');
  if (shown.length === 0) return [];
  const modelIds = shown.map((model) => model.id);
  const [versionsByModel, settings] = await Promise.all([
    r.versions.ofModels(modelIds),
    r.gallerySettings.ofModels(modelIds),
  ]);
  const versionsOf = new Map(
    shown.map((model) => [
      model.id,
      visibleVersions(viewer, model, versionsByModel.get(model.id) ?? [], now).sort(newestFirst),
    ]),
  );
  const files = await r.files.ofVersions([...versionsOf.values()].flat().map((version) => version.id));
  const showcases = await r.posts.firstCards(showcaseQueries(viewer, shown, versionsOf, settings));

  return shown.map((model): CatalogModel => {
    const versions = (versionsOf.get(model.id) ?? []).map((version): CatalogVersion => {
      const own = model.mode === 'Archived' ? [] : files.filter((file) => file.modelVersionId === version.id);
      const offered = visibleFiles(viewer, model, own, now);
      const primary = chooseDownloadFile(
        offered,
        {},
        { preference: viewer?.filePreferences, includePrivate: true },
      );
      return {
        version,
        files: offered.map(toPageFile),
        primaryFileId: primary?.id ?? null,
        images: showcases.get(version.id)?.images ?? [],
      };
    });
    return { model, creator: { username: model.author.username }, versions };
  });
};

/**
 * The showcase each version's gallery would open on for this viewer (the model page's); none for a model taken down
 * or one whose settings show no level.
 */
const showcaseQueries = (
  viewer: Viewer,
  models: readonly Model[],
  versionsOf: ReadonlyMap<number, readonly ModelVersion[]>,
  settings: ReadonlyMap<number, GallerySettings>,
): ShowcaseQuery[] => {
  const level = browsingLevelFor(viewer);
  return models.flatMap((model) => {
    const gallery = settings.get(model.id);
    if (model.mode === 'TakenDown' || gallery === undefined) return [];
    const filter = galleryFilter(gallery, level);
    if (!isGalleryShown({ level: filter.browsingLevel })) return [];
    return (versionsOf.get(model.id) ?? []).map((version) => ({ ...filter, modelVersionId: version.id }));
  });
};

/** A hash as tools send it, in any case, of any of the hub's types; null when it cannot be one (wrong length, not hex). */
export const normalizeHash = (raw: string): string | null => {
  const hash = raw.trim().toUpperCase();
  return /^[0-9A-F]+$/.test(hash) && HASH_LENGTHS.has(hash.length) ? hash : null;
};

/** The lengths the six hash types are kept at (docs/file-hashes.md): AutoV1 and CRC32 8, AutoV2 10, AutoV3 12, 64. */
const HASH_LENGTHS = new Set([8, 10, 12, 64]);
