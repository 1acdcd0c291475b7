import type { Model } from '../models/model.js';
import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { type QueueModel, queueModels, requireModerator } from './moderator-workspace.js';

/** The most models one search answers with. */
const MODERATOR_SEARCH_LIMIT = 20;

export type ModeratorSearchHit = QueueModel & {
  matchedBy: 'id' | 'name' | 'user' | 'hash';
  deleted: boolean;
};

/** Hashes are hex, 8 digits (AutoV1, CRC32) to 64 (SHA256, BLAKE3); docs/file-hashes.md. */
const HASH = /^[0-9a-f]{8,64}$/i;

/**
 * `moderator.search`: finds models by id, name, owner's username or a file hash, deleted and hidden ones included,
 * at most `MODERATOR_SEARCH_LIMIT`. Moderators only.
 */
export class SearchForModerators {
  constructor(private readonly deps: Pick<Deps, 'uow'>) {}

  async execute(viewer: Viewer, input: { query: string }): Promise<Result<ModeratorSearchHit[]>> {
    const moderator = requireModerator(viewer);
    if (!moderator.ok) return moderator;
    const query = input.query.trim();
    if (query === '') return ok([]);
    return this.deps.uow.read(async (r) => {
      const found: { model: Model; matchedBy: ModeratorSearchHit['matchedBy'] }[] = [];
      const add = (models: readonly Model[], matchedBy: ModeratorSearchHit['matchedBy']) => {
        for (const model of models)
          if (!found.some((hit) => hit.model.id === model.id)) found.push({ model, matchedBy });
      };
      const id = /^#?\d{1,9}$/.test(query) ? Number(query.replace('#', '')) : null;
      if (id !== null) {
        const model = await r.models.ofId(id);
        if (model !== null) add([model], 'id');
      }
      if (HASH.test(query))
        add(await r.models.ofIds(await r.moderationQueue.modelIdsWithFileHash(query)), 'hash');
      const owner = await r.users.ofUsername(query.replace(/^@/, ''));
      if (owner !== null) add(await r.models.ofUser(owner.id), 'user');
      add(await r.moderationQueue.modelsNamed(query, MODERATOR_SEARCH_LIMIT), 'name');
      const shown = found.slice(0, MODERATOR_SEARCH_LIMIT);
      const named = await queueModels(
        r.users,
        shown.map((hit) => hit.model),
      );
      return ok(
        shown.map(({ model, matchedBy }) => ({
          ...(named.get(model.id) as QueueModel),
          matchedBy,
          deleted: model.deletedAt !== null,
        })),
      );
    });
  }
}
