import type { ExplorationPrompt, GallerySettings, Tag } from '../../gallery/gallery.js';
import { defaultGallerySettings } from '../../gallery/gallery-settings-rules.js';
import type { ExplorationPrompts, GallerySettingsStore, TagQuery, Tags } from '../../ports/gallery.js';
import type { New } from '../../ports/new.js';
import { deepClone } from './clone.js';
import type { InMemoryDatabase } from './database.js';
import { insert, select } from './table.js';

export class InMemoryGallerySettings implements GallerySettingsStore {
  constructor(private readonly db: InMemoryDatabase) {}

  async of(modelId: number): Promise<GallerySettings> {
    return deepClone(this.db.state.gallerySettings.get(modelId) ?? defaultGallerySettings());
  }

  async ofModels(modelIds: readonly number[]): Promise<Map<number, GallerySettings>> {
    return new Map(await Promise.all(modelIds.map(async (id) => [id, await this.of(id)] as const)));
  }

  async save(modelId: number, settings: GallerySettings): Promise<void> {
    this.db.state.gallerySettings.set(modelId, deepClone(settings));
  }
}

export class InMemoryExplorationPrompts implements ExplorationPrompts {
  constructor(private readonly db: InMemoryDatabase) {}

  /** Ordered by `index`, then name. */
  async ofVersion(modelVersionId: number): Promise<ExplorationPrompt[]> {
    return this.db.state.explorationPrompts
      .filter((prompt) => prompt.id === modelVersionId)
      .sort((a, b) => a.index - b.index || a.name.localeCompare(b.name))
      .map(deepClone);
  }

  async upsert(prompt: ExplorationPrompt): Promise<ExplorationPrompt> {
    const state = this.db.state;
    state.explorationPrompts = state.explorationPrompts
      .filter((p) => !(p.id === prompt.id && p.name === prompt.name))
      .concat(deepClone(prompt));
    return deepClone(prompt);
  }

  async remove(modelVersionId: number, name: string): Promise<boolean> {
    const state = this.db.state;
    const before = state.explorationPrompts.length;
    state.explorationPrompts = state.explorationPrompts.filter(
      (p) => !(p.id === modelVersionId && p.name === name),
    );
    return state.explorationPrompts.length < before;
  }
}

export class InMemoryTags implements Tags {
  constructor(private readonly db: InMemoryDatabase) {}

  /** Not part of the port (tags are managed elsewhere); lets tests store tags. */
  async create(tag: New<Tag>): Promise<Tag> {
    return insert(this.db.state.tags, tag);
  }

  async ofIds(ids: readonly number[]): Promise<Tag[]> {
    return select(this.db.state.tags, (tag) => ids.includes(tag.id));
  }

  async named(names: readonly string[]): Promise<Tag[]> {
    const wanted = new Set(names.map((name) => name.toLowerCase()));
    return select(this.db.state.tags, (tag) => wanted.has(tag.name.toLowerCase()));
  }

  /**
   * Listed tags whose name contains `query` (case-insensitive), optionally only categories (`true`) or only
   * non-categories (`false`), without the excluded ids; most used first, then by name.
   */
  async list(query: TagQuery): Promise<Tag[]> {
    const text = query.query?.toLowerCase() ?? '';
    return select(
      this.db.state.tags,
      (tag) =>
        !tag.unlisted &&
        tag.name.toLowerCase().includes(text) &&
        (query.categories === null || tag.isCategory === query.categories) &&
        !query.excludedTagIds.includes(tag.id),
    )
      .sort((a, b) => b.modelCount - a.modelCount || a.name.localeCompare(b.name))
      .slice(query.offset ?? 0, (query.offset ?? 0) + query.limit);
  }
}
