import type { ChatMessage, Chats, ChatThread, ChatThreadRow } from '@atelier/domain';
import { readNumber } from './dialect.js';
import { atomically, type Store } from './store.js';

type ThreadRow = {
  id: number;
  user_low_id: number;
  user_high_id: number;
  created_at: unknown;
  last_message_id: number | null;
};

type MessageRow = {
  id: number;
  thread_id: number;
  sender_id: number;
  text: string;
  created_at: unknown;
  idempotency_key: string;
};

const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** Direct messages in `chat_threads`, `chat_participants`, `chat_messages` and `chat_blocks` (docs/chat.md). */
export class KnexChats implements Chats {
  constructor(private readonly store: Store) {}

  private toThread(row: ThreadRow): ChatThread {
    return {
      id: readNumber(row.id),
      userIds: [readNumber(row.user_low_id), readNumber(row.user_high_id)],
      createdAt: this.store.dialect.readDate(row.created_at),
      lastMessageId: row.last_message_id === null ? null : readNumber(row.last_message_id),
    };
  }

  private toMessage(row: MessageRow): ChatMessage {
    return {
      id: readNumber(row.id),
      threadId: readNumber(row.thread_id),
      senderId: readNumber(row.sender_id),
      text: row.text,
      createdAt: this.store.dialect.readDate(row.created_at),
    };
  }

  async ofId(threadId: number): Promise<ChatThread | null> {
    const row = await this.store.db<ThreadRow>('chat_threads').where('id', threadId).first();
    return row === undefined ? null : this.toThread(row);
  }

  async between(userId: number, otherUserId: number): Promise<ChatThread | null> {
    const [low, high] = pair(userId, otherUserId);
    const row = await this.store
      .db<ThreadRow>('chat_threads')
      .where({ user_low_id: low, user_high_id: high })
      .first();
    return row === undefined ? null : this.toThread(row);
  }

  /**
   * Insert-or-nothing on the pair's unique index, then read: a racing open that inserted first makes this one's
   * insert do nothing (PostgreSQL waits for it to commit), and the read that follows sees its thread.
   */
  async open(userId: number, otherUserId: number, at: Date): Promise<ChatThread> {
    const [low, high] = pair(userId, otherUserId);
    return atomically(this.store, async (store) => {
      const inserted: { id: number }[] = await store
        .db('chat_threads')
        .insert({ user_low_id: low, user_high_id: high, created_at: at, last_message_id: null })
        .onConflict(['user_low_id', 'user_high_id'])
        .ignore()
        .returning('id');
      const created = inserted[0];
      if (created !== undefined) {
        const threadId = readNumber(typeof created === 'object' ? created.id : created);
        await store.db('chat_participants').insert([
          { thread_id: threadId, user_id: low, last_read_message_id: 0, last_message_id: null },
          { thread_id: threadId, user_id: high, last_read_message_id: 0, last_message_id: null },
        ]);
      }
      const thread = await new KnexChats(store).between(low, high);
      if (thread === null) throw new Error(`the chat thread of users ${low} and ${high} was not created`);
      return thread;
    });
  }

  /** One range of the (user_id, last_message_id) index, newest first; unread counted per thread on that page. */
  async threadsOf(userId: number, page: { before: number | null; limit: number }): Promise<ChatThreadRow[]> {
    const query = this.store
      .db('chat_participants as p')
      .join('chat_threads as t', 't.id', 'p.thread_id')
      .leftJoin('chat_messages as m', 'm.id', 'p.last_message_id')
      .where('p.user_id', userId)
      .whereNotNull('p.last_message_id')
      .select(
        't.*',
        'm.id as m_id',
        'm.thread_id as m_thread_id',
        'm.sender_id as m_sender_id',
        'm.text as m_text',
        'm.created_at as m_created_at',
      )
      .orderBy('p.last_message_id', 'desc')
      .limit(page.limit);
    if (page.before !== null) query.where('p.last_message_id', '<', page.before);
    const rows: (ThreadRow & {
      m_id: number | null;
      m_thread_id: number;
      m_sender_id: number;
      m_text: string;
      m_created_at: unknown;
    })[] = await query;
    const unread = await this.unreadByThread(
      userId,
      rows.map((row) => readNumber(row.id)),
    );
    return rows.map((row) => ({
      thread: this.toThread(row),
      lastMessage:
        row.m_id === null
          ? null
          : this.toMessage({
              id: row.m_id,
              thread_id: row.m_thread_id,
              sender_id: row.m_sender_id,
              text: row.m_text,
              created_at: row.m_created_at,
              idempotency_key: '',
            }),
      unreadCount: unread.get(readNumber(row.id)) ?? 0,
    }));
  }

  /** Unread messages per thread for the user: from others, after their read position. */
  private async unreadByThread(userId: number, threadIds: readonly number[]): Promise<Map<number, number>> {
    if (threadIds.length === 0) return new Map();
    const rows: { thread_id: number; n: number | string }[] = await this.unreadQuery(userId)
      .whereIn('p.thread_id', [...threadIds])
      .groupBy('p.thread_id')
      .select('p.thread_id')
      .count({ n: '*' });
    return new Map(rows.map((row) => [readNumber(row.thread_id), readNumber(row.n)]));
  }

  private unreadQuery(userId: number) {
    return this.store
      .db('chat_participants as p')
      .join('chat_messages as m', function joinUnread() {
        this.on('m.thread_id', '=', 'p.thread_id').andOn('m.id', '>', 'p.last_read_message_id');
      })
      .where('p.user_id', userId)
      .whereNot('m.sender_id', userId);
  }

  async messages(threadId: number, page: { before: number | null; limit: number }): Promise<ChatMessage[]> {
    const query = this.store
      .db<MessageRow>('chat_messages')
      .where('thread_id', threadId)
      .orderBy('id', 'desc')
      .limit(page.limit);
    if (page.before !== null) query.where('id', '<', page.before);
    return (await query).map((row) => this.toMessage(row as MessageRow));
  }

  async messageOf(messageId: number): Promise<ChatMessage | null> {
    const row = await this.store.db<MessageRow>('chat_messages').where('id', messageId).first();
    return row === undefined ? null : this.toMessage(row);
  }

  async messageByKey(senderId: number, idempotencyKey: string): Promise<ChatMessage | null> {
    const row = await this.store
      .db<MessageRow>('chat_messages')
      .where({ sender_id: senderId, idempotency_key: idempotencyKey })
      .first();
    return row === undefined ? null : this.toMessage(row);
  }

  async add(message: Omit<ChatMessage, 'id'> & { idempotencyKey: string }): Promise<ChatMessage> {
    return atomically(this.store, async (store) => {
      const inserted: ({ id: number } | number)[] = await store
        .db('chat_messages')
        .insert({
          thread_id: message.threadId,
          sender_id: message.senderId,
          text: message.text,
          created_at: message.createdAt,
          idempotency_key: message.idempotencyKey,
        })
        .returning('id');
      const first = inserted[0];
      if (first === undefined) throw new Error('the chat message was not stored');
      const id = readNumber(typeof first === 'object' ? first.id : first);
      await store.db('chat_threads').where('id', message.threadId).update({ last_message_id: id });
      await store
        .db('chat_participants')
        .where('thread_id', message.threadId)
        .update({ last_message_id: id });
      const { threadId, senderId, text, createdAt } = message;
      return { id, threadId, senderId, text, createdAt };
    });
  }

  /** Forward only: the WHERE keeps a later position from being moved back by an older mark. */
  async markRead(threadId: number, userId: number, messageId: number): Promise<void> {
    await this.store
      .db('chat_participants')
      .where({ thread_id: threadId, user_id: userId })
      .where('last_read_message_id', '<', messageId)
      .update({ last_read_message_id: messageId });
  }

  async unreadIn(threadId: number, userId: number): Promise<number> {
    return (await this.unreadByThread(userId, [threadId])).get(threadId) ?? 0;
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.unreadQuery(userId).count({ n: '*' }).first();
    return readNumber(row?.n ?? 0);
  }

  /** Blocking twice is a no-op (primary key). */
  async block(blockerId: number, blockedId: number, at: Date): Promise<void> {
    await this.store
      .db('chat_blocks')
      .insert({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
      .onConflict(['blocker_id', 'blocked_id'])
      .ignore();
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.store.db('chat_blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).delete();
  }

  async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    const row = await this.store
      .db('chat_blocks')
      .select('blocker_id')
      .where({ blocker_id: blockerId, blocked_id: blockedId })
      .first();
    return row !== undefined;
  }
}
