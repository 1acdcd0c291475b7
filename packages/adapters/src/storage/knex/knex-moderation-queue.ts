import type { Model, ModelVersion, ModerationQueue } from '@atelier/domain';
import { KnexModelVersions } from './knex-model-versions.js';
import { KnexModels } from './knex-models.js';
import type { Store } from './store.js';

/** `LIKE` treats `%`, `_` and the escape itself as patterns: a moderator's text is matched as written. */
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class KnexModerationQueue implements ModerationQueue {
  private readonly models: KnexModels;
  private readonly versions: KnexModelVersions;

  constructor(private readonly store: Store) {
    this.models = new KnexModels(store);
    this.versions = new KnexModelVersions(store);
  }

  async violations(): Promise<{ models: Model[]; versions: ModelVersion[] }> {
    const modelIds = await this.store
      .db('models')
      .where('status', 'UnpublishedViolation')
      .whereNull('deleted_at')
      .pluck('id');
    const versionIds = await this.store
      .db('model_versions as v')
      .join('models as m', 'm.id', 'v.model_id')
      .where('v.status', 'UnpublishedViolation')
      .whereNull('v.deleted_at')
      .whereNull('m.deleted_at')
      .whereNot('m.status', 'Deleted')
      .pluck('v.id');
    return {
      models: await this.models.ofIds(modelIds as number[]),
      versions: await this.versions.ofIds(versionIds as number[]),
    };
  }

  async modelIdsWithFileHash(hash: string): Promise<number[]> {
    const ids = await this.store
      .db('model_file_hashes as h')
      .join('model_files as f', 'f.id', 'h.file_id')
      .join('model_versions as v', 'v.id', 'f.model_version_id')
      .where('h.hash', hash.toUpperCase())
      .distinct('v.model_id')
      .pluck('v.model_id');
    return (ids as unknown[]).map(Number);
  }

  async modelsNamed(text: string, limit: number): Promise<Model[]> {
    const ids = await this.store
      .db('models')
      .whereRaw(`lower(name) like ? escape '\\'`, [likePattern(text)])
      .orderBy('id', 'desc')
      .limit(limit)
      .pluck('id');
    return (await this.models.ofIds(ids as number[])).sort((a, b) => b.id - a.id);
  }
}
