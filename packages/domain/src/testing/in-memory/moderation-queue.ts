import type { Model } from '../../models/model.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { ModerationQueue } from '../../ports/moderation.js';
import type { InMemoryDatabase } from './database.js';
import { InMemoryModels, InMemoryModelVersions } from './models.js';

export class InMemoryModerationQueue implements ModerationQueue {
  private readonly models: InMemoryModels;
  private readonly versions: InMemoryModelVersions;

  constructor(private readonly db: InMemoryDatabase) {
    this.models = new InMemoryModels(db);
    this.versions = new InMemoryModelVersions(db);
  }

  async violations(): Promise<{ models: Model[]; versions: ModelVersion[] }> {
    const live = (await this.models.ofIds([...this.db.state.models.rows.keys()])).filter(
      (model) => model.deletedAt === null && model.status !== 'Deleted',
    );
    const liveIds = new Set(live.map((model) => model.id));
    const versions = (await this.versions.ofIds([...this.db.state.versions.rows.keys()])).filter(
      (version) =>
        version.status === 'UnpublishedViolation' &&
        version.deletedAt === null &&
        liveIds.has(version.modelId),
    );
    return { models: live.filter((model) => model.status === 'UnpublishedViolation'), versions };
  }

  async modelIdsWithFileHash(hash: string): Promise<number[]> {
    const wanted = hash.toUpperCase();
    const versionIds = new Set(
      [...this.db.state.files.rows.values()]
        .filter((file) => file.hashes.some((h) => h.hash.toUpperCase() === wanted))
        .map((file) => file.modelVersionId),
    );
    return [
      ...new Set(
        [...this.db.state.versions.rows.values()]
          .filter((version) => versionIds.has(version.id))
          .map((version) => version.modelId),
      ),
    ];
  }

  async modelsNamed(text: string, limit: number): Promise<Model[]> {
    const needle = text.toLowerCase();
    const ids = [...this.db.state.models.rows.values()]
      .filter((model) => model.name.toLowerCase().includes(needle))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((model) => model.id);
    return (await this.models.ofIds(ids)).sort((a, b) => b.id - a.id);
  }
}
