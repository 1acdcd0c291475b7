import type { ModelFile } from '../files/model-file.js';
import { isDownloadBlocked } from '../files/scan-verdict.js';
import type { Image } from '../gallery/gallery.js';
import { seesEverything } from '../models/visibility.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';
import type { VaultItem } from './vault.js';

export const VAULT_DOWNLOAD_TYPES = ['model', 'images', 'details'] as const;
type VaultDownloadType = (typeof VAULT_DOWNLOAD_TYPES)[number];

type VaultItemDetails = Pick<VaultItem, 'modelName' | 'versionName' | 'notes' | 'addedAt'> & {
  baseModel: string | null;
  description: string | null;
  trainedWords: string[];
};

/** What the download route streams: the version's files, its gallery images, or a details sheet. */
export type VaultDownload =
  | { type: 'model'; files: Pick<ModelFile, 'id' | 'name' | 'sizeKB' | 'storageKey'>[] }
  | { type: 'images'; images: Image[] }
  | { type: 'details'; details: VaultItemDetails };

/** How many gallery images an images download holds: one large-screen gallery page (spec §9). */
const VAULT_IMAGES_LIMIT = 50;

/** GET /api/download/vault/{id}?type=model|images|details: only the item's owner downloads it. */
export class DownloadVaultItem {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(
    viewer: Viewer,
    input: { id: number; type: VaultDownloadType },
  ): Promise<Result<VaultDownload>> {
    if (viewer === null) return fail(errors.signInRequired);
    const download = await this.deps.uow.read(async (r) => {
      const item = (await r.vault.itemsOf(viewer.id)).find((candidate) => candidate.id === input.id);
      if (item === undefined) return null;
      if (input.type === 'details') return this.details(r, item);
      if (input.type === 'images') return this.images(r, item);
      return this.files(r, viewer, item);
    });
    return download === null ? fail(errors.notFound) : ok(download);
  }

  private async details(r: Repositories, item: VaultItem): Promise<VaultDownload> {
    const version = await r.versions.ofId(item.modelVersionId);
    const { modelName, versionName, notes, addedAt } = item;
    return {
      type: 'details',
      details: {
        modelName,
        versionName,
        notes,
        addedAt,
        baseModel: version?.baseModel ?? null,
        description: version?.description ?? null,
        trainedWords: version?.trainedWords ?? [],
      },
    };
  }

  /** The version's gallery as its creator moderates it. */
  private async images(r: Repositories, item: VaultItem): Promise<VaultDownload> {
    const settings = await r.gallerySettings.of(item.modelId);
    const { items } = await r.posts.gallery({
      modelVersionId: item.modelVersionId,
      limit: VAULT_IMAGES_LIMIT,
      cursor: null,
      browsingLevel: settings.level,
      hiddenImageIds: settings.hiddenImages,
      hiddenUserIds: settings.hiddenUsers.map((user) => user.id),
      hiddenTagIds: settings.hiddenTags.map((tag) => tag.id),
      pinnedPostIds: settings.pinnedPosts[item.modelVersionId] ?? [],
      tagIds: [],
    });
    return { type: 'images', images: items.flatMap((card) => card.images).slice(0, VAULT_IMAGES_LIMIT) };
  }

  /** The files the member could download: public ones (all for the model's owner), never dangerous ones. */
  private async files(r: Repositories, viewer: User, item: VaultItem): Promise<VaultDownload | null> {
    const model = await r.models.ofId(item.modelId);
    if (model === null) return null;
    const includePrivate = seesEverything(viewer, model, this.deps.clock.now());
    const files = (await r.files.ofVersion(item.modelVersionId)).filter(
      (file) => (includePrivate || file.visibility === 'Public') && !isDownloadBlocked(file, viewer),
    );
    if (files.length === 0) return null;
    return {
      type: 'model',
      files: files.map(({ id, name, sizeKB, storageKey }) => ({ id, name, sizeKB, storageKey })),
    };
  }
}
