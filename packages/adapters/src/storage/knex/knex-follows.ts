import type { Follows } from '@atelier/domain';
import { readNumber } from './dialect.js';
import type { Store } from './store.js';

export class KnexFollows implements Follows {
  constructor(private readonly store: Store) {}

  async isFollowing(followerId: number, targetUserId: number): Promise<boolean> {
    const row = await this.store
      .db('follows')
      .select('id')
      .where({ follower_id: followerId, target_user_id: targetUserId })
      .first();
    return row !== undefined;
  }

  /** Following twice is a no-op (unique pair). */
  async follow(followerId: number, targetUserId: number): Promise<void> {
    await this.store
      .db('follows')
      .insert({ follower_id: followerId, target_user_id: targetUserId })
      .onConflict(['follower_id', 'target_user_id'])
      .ignore();
  }

  async unfollow(followerId: number, targetUserId: number): Promise<void> {
    await this.store.db('follows').where({ follower_id: followerId, target_user_id: targetUserId }).delete();
  }

  /** In the order they were followed. */
  async followingOf(userId: number): Promise<number[]> {
    const rows: { target_user_id: number }[] = await this.store
      .db('follows')
      .select('target_user_id')
      .where('follower_id', userId)
      .orderBy('id');
    return rows.map((row) => row.target_user_id);
  }

  async followerCount(userId: number): Promise<number> {
    const row = await this.store.db('follows').count({ n: '*' }).where('target_user_id', userId).first();
    return readNumber(row?.n ?? 0);
  }

  /** In the order they followed. */
  async followersOf(userId: number): Promise<number[]> {
    const rows: { follower_id: number }[] = await this.store
      .db('follows')
      .select('follower_id')
      .where('target_user_id', userId)
      .orderBy('id');
    return rows.map((row) => row.follower_id);
  }
}
