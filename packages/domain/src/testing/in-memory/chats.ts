import type { ChatMessage, ChatThread } from '../../chat/chat.js';
import type { Chats, ChatThreadRow } from '../../ports/chat.js';
import type { ChatState, StoredMessage } from './chat-state.js';
import type { InMemoryDatabase } from './database.js';
import { findRow, insert, select } from './table.js';

const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
const withoutKey = ({ idempotencyKey: _, ...message }: StoredMessage): ChatMessage => message;

export class InMemoryChats implements Chats {
  constructor(private readonly db: InMemoryDatabase) {}

  private get state(): ChatState {
    return this.db.state.chat;
  }

  async ofId(threadId: number): Promise<ChatThread | null> {
    return findRow(this.state.threads, threadId);
  }

  async between(userId: number, otherUserId: number): Promise<ChatThread | null> {
    const [low, high] = pair(userId, otherUserId);
    return select(this.state.threads, (t) => t.userIds[0] === low && t.userIds[1] === high)[0] ?? null;
  }

  async open(userId: number, otherUserId: number, at: Date): Promise<ChatThread> {
    const existing = await this.between(userId, otherUserId);
    if (existing !== null) return existing;
    return insert(this.state.threads, {
      userIds: pair(userId, otherUserId),
      createdAt: at,
      lastMessageId: null,
    });
  }

  private unread(threadId: number, userId: number): number {
    const readUpTo = this.state.lastRead.get(`${threadId}:${userId}`) ?? 0;
    return select(
      this.state.messages,
      (m) => m.threadId === threadId && m.senderId !== userId && m.id > readUpTo,
    ).length;
  }

  async threadsOf(userId: number, page: { before: number | null; limit: number }): Promise<ChatThreadRow[]> {
    return select(
      this.state.threads,
      (t) =>
        t.userIds.includes(userId) &&
        t.lastMessageId !== null &&
        (page.before === null || t.lastMessageId < page.before),
    )
      .sort((a, b) => (b.lastMessageId ?? 0) - (a.lastMessageId ?? 0))
      .slice(0, page.limit)
      .map((thread) => {
        const last = findRow(this.state.messages, thread.lastMessageId ?? 0);
        return {
          thread,
          lastMessage: last === null ? null : withoutKey(last),
          unreadCount: this.unread(thread.id, userId),
        };
      });
  }

  async messages(threadId: number, page: { before: number | null; limit: number }): Promise<ChatMessage[]> {
    return select(
      this.state.messages,
      (m) => m.threadId === threadId && (page.before === null || m.id < page.before),
    )
      .sort((a, b) => b.id - a.id)
      .slice(0, page.limit)
      .map(withoutKey);
  }

  async messageOf(messageId: number): Promise<ChatMessage | null> {
    const row = findRow(this.state.messages, messageId);
    return row === null ? null : withoutKey(row);
  }

  async messageByKey(senderId: number, idempotencyKey: string): Promise<ChatMessage | null> {
    const row = select(
      this.state.messages,
      (m) => m.senderId === senderId && m.idempotencyKey === idempotencyKey,
    )[0];
    return row === undefined ? null : withoutKey(row);
  }

  async add(message: Omit<ChatMessage, 'id'> & { idempotencyKey: string }): Promise<ChatMessage> {
    const thread = this.state.threads.rows.get(message.threadId);
    if (thread === undefined) throw new Error(`chat thread ${message.threadId} does not exist (foreign key)`);
    const stored = insert(this.state.messages, message);
    thread.lastMessageId = stored.id;
    return withoutKey(stored);
  }

  async markRead(threadId: number, userId: number, messageId: number): Promise<void> {
    const key = `${threadId}:${userId}`;
    this.state.lastRead.set(key, Math.max(this.state.lastRead.get(key) ?? 0, messageId));
  }

  async unreadIn(threadId: number, userId: number): Promise<number> {
    return this.unread(threadId, userId);
  }

  async unreadCount(userId: number): Promise<number> {
    return select(this.state.threads, (t) => t.userIds.includes(userId)).reduce(
      (sum, thread) => sum + this.unread(thread.id, userId),
      0,
    );
  }

  async block(blockerId: number, blockedId: number, at: Date): Promise<void> {
    if (await this.isBlocked(blockerId, blockedId)) return;
    this.state.blocks.push({ blockerId, blockedId, at: new Date(at) });
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    this.state.blocks = this.state.blocks.filter(
      (b) => !(b.blockerId === blockerId && b.blockedId === blockedId),
    );
  }

  async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return this.state.blocks.some((b) => b.blockerId === blockerId && b.blockedId === blockedId);
  }
}
