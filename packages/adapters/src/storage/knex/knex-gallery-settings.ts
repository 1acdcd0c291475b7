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

  async ofModels(modelIds: readonly number[]): Promise<Map<number, GallerySettings>> {
    const ids = [...new Set(modelIds)];
    const rows =
      ids.length === 0
        ? []
        : await this.store.db<GallerySettingsRow>('gallery_settings').whereIn('model_id', ids);
    const saved = new Map(rows.map((row) => [row.model_id, toGallerySettings(row, this.store.dialect)]));
    return new Map(ids.map((id) => [id, saved.get(id) ?? defaultGallerySettings()]));
  }

  async save(modelId: number, settings: GallerySettings): Promise<void> {
    await this.store
      .db('gallery_settings')
      .insert(gallerySettingsRow(modelId, settings))
      .onConflict('model_id')
      .merge();
  }
}
