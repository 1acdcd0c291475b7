import type { AccountState, Creator, CreatorsPage, New, User, Users } from '@atelier/domain';
import { readNumber } from './dialect.js';
import { type Columns, selectList, tableColumns } from './json-rows.js';
import { toUser, userRow } from './mappers/user-mapper.js';
import type { DbBigint } from './rows/columns.js';
import { USER_COLUMNS, type UserRow } from './rows/user-row.js';
import { refreshSearchTextOfUser } from './search-text.js';
import { atomically, explainConstraint, likeLiteral, requireUpdated, type Store } from './store.js';

export type CreatorStatsRow = {
  model_count: DbBigint;
  download_count: DbBigint;
  thumbs_up_count: DbBigint;
  follower_count: DbBigint;
  reaction_count: DbBigint | null;
  generation_count: DbBigint | null;
};

/** The creator's live models: not soft-deleted. */
const LIVE_MODELS = `m.user_id = u.id AND m.deleted_at IS NULL AND m.status <> 'Deleted'`;

/**
 * What a creator read selects of user `u`: the row, and the card's all-time figures counted in the same statement.
 * The model page's read (knex-model-page.ts) brings the same columns as JSON.
 */
export const CREATOR_COLUMNS: Columns<UserRow & CreatorStatsRow> = [
  ...tableColumns<UserRow & CreatorStatsRow>('u', USER_COLUMNS),
  ['model_count', `(SELECT count(*) FROM models m WHERE ${LIVE_MODELS})`],
  [
    'download_count',
    `(SELECT count(*) FROM downloads d JOIN model_versions v ON v.id = d.model_version_id
      JOIN models m ON m.id = v.model_id WHERE ${LIVE_MODELS})`,
  ],
  [
    'thumbs_up_count',
    `(SELECT count(*) FROM reviews r JOIN models m ON m.id = r.model_id
      WHERE r.recommended = TRUE AND r.deleted_with IS NULL AND ${LIVE_MODELS})`,
  ],
  ['follower_count', '(SELECT count(*) FROM follows f WHERE f.target_user_id = u.id)'],
  [
    'reaction_count',
    `(SELECT sum(i.reaction_count) FROM images i JOIN posts p ON p.id = i.post_id
      WHERE p.user_id = u.id AND i.deleted_with IS NULL)`,
  ],
  ['generation_count', `(SELECT sum(m.generation_count) FROM models m WHERE ${LIVE_MODELS})`],
];

/** Usernames are unique case-insensitively (the `lower(username)` index). */
export class KnexUsers implements Users {
  constructor(private readonly store: Store) {}

  async ofId(id: number): Promise<User | null> {
    const row = await this.store.db<UserRow>('users').where('id', id).first();
    return row === undefined ? null : toUser(row, this.store.dialect, this.store.clock.now());
  }

  async ofIds(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db<UserRow>('users').whereIn('id', [...new Set(ids)]);
    return rows.map((row) => toUser(row, this.store.dialect, this.store.clock.now()));
  }

  async ofUsername(username: string): Promise<User | null> {
    const row = await this.store
      .db<UserRow>('users')
      .whereRaw('lower(username) = lower(?)', [username])
      .first();
    return row === undefined ? null : toUser(row, this.store.dialect, this.store.clock.now());
  }

  async create(user: New<User>): Promise<User> {
    const [row] = await this.store
      .db<UserRow>('users')
      .insert(userRow(user))
      .returning('*')
      .catch(explainConstraint(this.store, `username ${user.username} is taken`));
    return toUser(row as UserRow, this.store.dialect, this.store.clock.now());
  }

  async save(user: User): Promise<void> {
    await atomically(this.store, async (store) => {
      const [before] = (await store.db('users').where('id', user.id).pluck('username')) as string[];
      const count = await store.db<UserRow>('users').where('id', user.id).update(userRow(user));
      requireUpdated(count, 'user', user.id);
      // Every model's search text carries its creator's name (docs/search.md).
      if (before !== user.username) await refreshSearchTextOfUser(store, user.id);
    });
  }

  /** In id order, like the in-memory store. */
  async search(query: string, limit: number): Promise<User[]> {
    const rows = await this.store
      .db<UserRow>('users')
      .whereRaw(`lower(username) LIKE lower(?) ESCAPE '\\'`, [`${likeLiteral(query)}%`])
      .orderBy('id')
      .limit(limit);
    return rows.map((row) => toUser(row, this.store.dialect, this.store.clock.now()));
  }

  /** The user with every creator stat counted in one statement (one subquery per stat). */
  async creator(id: number): Promise<{ creator: Creator; account: AccountState } | null> {
    const row = (await this.creatorRows().where('u.id', id).first()) as
      | (UserRow & CreatorStatsRow)
      | undefined;
    return row === undefined ? null : this.creatorOf(row);
  }

  /** The creator card `CREATOR_COLUMNS` read, with the account state (the model page's read uses it too). */
  creatorOf(row: UserRow & CreatorStatsRow): { creator: Creator; account: AccountState } {
    const { deletedAt, banned } = toUser(row, this.store.dialect, this.store.clock.now());
    return { creator: this.toCreator(row), account: { deletedAt, banned } };
  }

  /** The same statement for every user with a live model, in id order; a page narrows it in the statement. */
  async creators(page?: CreatorsPage): Promise<Creator[]> {
    const { db } = this.store;
    const creators = this.creatorRows()
      .whereExists(db('models as m').select(db.raw('1')).whereRaw(LIVE_MODELS))
      .orderBy('u.id');
    if (page !== undefined) {
      if (page.afterId !== null) creators.where('u.id', '>', page.afterId);
      if (page.usernamePrefix !== null)
        creators.whereRaw(`lower(u.username) LIKE lower(?) ESCAPE '\\'`, [
          `${likeLiteral(page.usernamePrefix)}%`,
        ]);
      creators.limit(page.limit);
    }
    const rows = (await creators) as (UserRow & CreatorStatsRow)[];
    return rows.map((row) => this.toCreator(row));
  }

  private creatorRows() {
    const { db } = this.store;
    return db('users as u').select(db.raw(selectList(CREATOR_COLUMNS)));
  }

  private toCreator(row: UserRow & CreatorStatsRow): Creator {
    const user = toUser(row, this.store.dialect, this.store.clock.now());
    const modelCount = readNumber(row.model_count);
    return {
      id: user.id,
      username: user.username,
      createdAt: user.createdAt,
      rank: user.rank,
      links: user.links,
      stats: {
        downloadCountAllTime: readNumber(row.download_count),
        thumbsUpCountAllTime: readNumber(row.thumbs_up_count),
        followerCountAllTime: readNumber(row.follower_count),
        reactionCountAllTime: readNumber(row.reaction_count ?? 0),
        generationCountAllTime: readNumber(row.generation_count ?? 0),
        uploadCountAllTime: modelCount,
      },
      creatorCardStatsPreferences: user.creatorCardStatsPreferences,
      modelCount,
    };
  }
}
