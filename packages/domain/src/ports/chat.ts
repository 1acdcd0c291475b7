import type { ChatMessage, ChatThread } from '../chat/chat.js';

/** A page of a user's threads with the unread count of each for that user, newest activity first. */
export type ChatThreadRow = { thread: ChatThread; lastMessage: ChatMessage | null; unreadCount: number };

/**
 * Direct messages: threads between two users, their messages, each participant's read position and blocks.
 * Read positions are message ids (monotonic within the store), so "unread" is "from the other, after my position".
 */
export interface Chats {
  ofId(threadId: number): Promise<ChatThread | null>;
  /** The pair's thread, or null; the pair in either order. */
  between(userId: number, otherUserId: number): Promise<ChatThread | null>;
  /** The pair's thread, created (with both participants) when there is none; concurrent calls make one thread. */
  open(userId: number, otherUserId: number, at: Date): Promise<ChatThread>;
  /**
   * Threads of the user that have a message, by their last message, newest first; `before` a last-message id
   * (keyset paging).
   */
  threadsOf(userId: number, page: { before: number | null; limit: number }): Promise<ChatThreadRow[]>;
  /** Messages of the thread newest first, those with ids below `before` when given (keyset paging). */
  messages(threadId: number, page: { before: number | null; limit: number }): Promise<ChatMessage[]>;
  messageOf(messageId: number): Promise<ChatMessage | null>;
  /** The sender's message sent with this key, if any (a retried send answers with it). */
  messageByKey(senderId: number, idempotencyKey: string): Promise<ChatMessage | null>;
  /** Appends a message and makes it the thread's last one. */
  add(message: Omit<ChatMessage, 'id'> & { idempotencyKey: string }): Promise<ChatMessage>;
  /** Moves the user's read position forward to `messageId` (never back). */
  markRead(threadId: number, userId: number, messageId: number): Promise<void>;
  /** Messages from others after the user's read position, in one thread. */
  unreadIn(threadId: number, userId: number): Promise<number>;
  /** Messages from others after the user's read position, over all their threads. */
  unreadCount(userId: number): Promise<number>;
  block(blockerId: number, blockedId: number, at: Date): Promise<void>;
  unblock(blockerId: number, blockedId: number): Promise<void>;
  isBlocked(blockerId: number, blockedId: number): Promise<boolean>;
}
