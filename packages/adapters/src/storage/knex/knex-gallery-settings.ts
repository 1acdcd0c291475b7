import { defaultGallerySettings, type GallerySettings, type GallerySettingsStore } from '@atelier/domain';
import { gallerySettingsRow, toGallerySettings } from './mappers/gallery-mapper.js';
import type { GallerySettingsRow } from './rows/gallery-rows.js';
import type { Store } from './store.js';

export class KnexGallerySettings implements GallerySettingsStore {
  constructor(private readonly store: Store) {}

  async of(modelId: number): Promise<GallerySettings> {
    const row = await this.store
      .db<GallerySettingsRow>('gallery_settings')
      .where('model_id', modelId)
      .first();
    return row === undefined ? defaultGallerySettings() : toGallerySettings(row, this.store.dialect);
  }

  async save(modelId: number, settings: GallerySettings): Promise<void> {
    await this.store
      .db('gallery_settings')
      .insert(gallerySettingsRow(modelId, settings))
      .onConflict('model_id')
      .merge();
  }
}
