import type { ChatMessage, ChatThread } from '../../chat/chat.js';
import type { Table } from './table.js';

export type StoredMessage = ChatMessage & { idempotencyKey: string };

/** The chat tables of the in-memory database (kept in its `state`, so a rollback undoes them too). */
export type ChatState = {
  threads: Table<ChatThread>;
  messages: Table<StoredMessage>;
  /** Each participant's read position: `${threadId}:${userId}` → last read message id. */
  lastRead: Map<string, number>;
  blocks: { blockerId: number; blockedId: number; at: Date }[];
};

export const emptyChatState = (): ChatState => ({
  threads: { nextId: 1, rows: new Map() },
  messages: { nextId: 1, rows: new Map() },
  lastRead: new Map(),
  blocks: [],
});
