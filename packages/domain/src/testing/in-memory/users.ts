import { isMemberAt } from '../../membership/membership.js';
import type { AccountState } from '../../models/model.js';
import type { New } from '../../ports/new.js';
import type { CreatorsPage, Users } from '../../ports/users.js';
import type { Creator } from '../../social/social.js';
import type { User } from '../../users/user.js';
import type { InMemoryDatabase } from './database.js';
import { findRow, insert, select, update } from './table.js';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Every read applies the membership rule with the clock, as the Knex store does. */
const asRead = (user: User, now: Date): User => ({ ...user, isMember: isMemberAt(user, now) });

export class InMemoryUsers implements Users {
  constructor(private readonly db: InMemoryDatabase) {}

  async ofId(id: number): Promise<User | null> {
    const user = findRow(this.db.state.users, id);
    return user === null ? null : this.read(user);
  }

  async ofIds(ids: readonly number[]): Promise<User[]> {
    return select(this.db.state.users, (user) => ids.includes(user.id)).map((user) => this.read(user));
  }

  async ofUsername(username: string): Promise<User | null> {
    const user = select(this.db.state.users, (candidate) => sameName(candidate.username, username))[0];
    return user === undefined ? null : this.read(user);
  }

  /** Usernames are unique, case-insensitively, as in the real users table. */
  async create(user: New<User>): Promise<User> {
    if ((await this.ofUsername(user.username)) !== null) {
      throw new Error(`username ${user.username} is taken (unique constraint)`);
    }
    return this.read(insert(this.db.state.users, user));
  }

  async save(user: User): Promise<void> {
    update(this.db.state.users, user, 'user');
  }

  async search(query: string, limit: number): Promise<User[]> {
    const prefix = query.toLowerCase();
    return select(this.db.state.users, (user) => user.username.toLowerCase().startsWith(prefix))
      .slice(0, limit)
      .map((user) => this.read(user));
  }

  private read(user: User): User {
    return asRead(user, this.db.clock.now());
  }

  /**
   * Creator stats derived from stored data: uploads = the user's models that are not deleted; followers from
   * follows; downloads = download events on versions of those models; thumbs up = recommended reviews of them;
   * reactions = reactions on images of the user's posts; generations = the models' `rank.generationCountAllTime`.
   */
  async creators(page?: CreatorsPage): Promise<Creator[]> {
    const prefix = page?.usernamePrefix?.toLowerCase() ?? '';
    const creatorIds = new Set(
      [...this.db.state.models.rows.values()]
        .filter((model) => model.deletedAt === null && model.status !== 'Deleted')
        .map((model) => model.userId),
    );
    const ids = [...creatorIds]
      .filter((id) => id > (page?.afterId ?? 0))
      .filter((id) => this.db.state.users.rows.get(id)?.username.toLowerCase().startsWith(prefix))
      .sort((a, b) => a - b)
      .slice(0, page?.limit);
    const found = await Promise.all(ids.map((id) => this.creator(id)));
    return found.flatMap((entry) => (entry === null ? [] : [entry.creator]));
  }

  async creator(id: number): Promise<{ creator: Creator; account: AccountState } | null> {
    const state = this.db.state;
    const user = state.users.rows.get(id);
    if (user === undefined) return null;
    const models = [...state.models.rows.values()].filter(
      (model) => model.userId === id && model.deletedAt === null && model.status !== 'Deleted',
    );
    const modelIds = new Set(models.map((model) => model.id));
    const versionIds = new Set(
      [...state.versions.rows.values()].filter((v) => modelIds.has(v.modelId)).map((v) => v.id),
    );
    const postIds = new Set([...state.posts.rows.values()].filter((p) => p.userId === id).map((p) => p.id));
    const reviews = [...state.reviews.rows.values()];
    const images = [...state.images.rows.values()];
    const creator: Creator = {
      id: user.id,
      username: user.username,
      createdAt: new Date(user.createdAt),
      rank: user.rank === null ? null : { ...user.rank },
      links: user.links.map((link) => ({ ...link })),
      stats: {
        downloadCountAllTime: state.downloads.filter((event) => versionIds.has(event.modelVersionId)).length,
        thumbsUpCountAllTime: reviews.filter((r) => r.recommended && modelIds.has(r.modelId)).length,
        followerCountAllTime: state.follows.filter((follow) => follow.targetUserId === id).length,
        reactionCountAllTime: images
          .filter((image) => postIds.has(image.postId))
          .reduce((sum, image) => sum + image.reactionCount, 0),
        generationCountAllTime: models.reduce((sum, model) => sum + model.rank.generationCountAllTime, 0),
        uploadCountAllTime: models.length,
      },
      creatorCardStatsPreferences: [...user.creatorCardStatsPreferences],
      modelCount: models.length,
    };
    return {
      creator,
      account: { deletedAt: user.deletedAt && new Date(user.deletedAt), banned: user.banned },
    };
  }
}
