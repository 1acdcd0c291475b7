import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ChatMessage, ChatThreadView } from './chat.js';
import { CHAT_MESSAGES_PAGE_SIZE, canReceiveMessages, canSendChat, chatGate } from './chat-rules.js';
import { loadChatThread } from './load-chat.js';

/** `chat.getThread`: one of the viewer's threads as its page heads it: with whom, unread, blocked, may they send. */
export class GetChatThread {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(viewer: Viewer, input: { threadId: number }): Promise<Result<ChatThreadView>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return this.deps.uow.read(async (repositories): Promise<Result<ChatThreadView>> => {
      const loaded = await loadChatThread(repositories, me, input.threadId);
      if (!loaded.ok) return loaded;
      const { thread, partner, block } = loaded.value;
      const [lastMessage, unreadCount] = await Promise.all([
        thread.lastMessageId === null ? null : repositories.chats.messageOf(thread.lastMessageId),
        repositories.chats.unreadIn(thread.id, me.id),
      ]);
      const sendable = canSendChat(partner, block);
      return ok({
        id: thread.id,
        with: { id: partner.id, username: partner.username, available: canReceiveMessages(partner) },
        lastMessage,
        unreadCount,
        blocked: block,
        cannotSend: sendable.ok ? null : sendable.error.message,
      });
    });
  }
}

type MessagePage = { items: ChatMessage[]; nextCursor: number | null };

/**
 * `chat.getMessages`: a page of the viewer's thread, newest first (the page shows them oldest at the top);
 * `cursor` is the previous page's `nextCursor`, the oldest message id it held.
 */
export class GetChatMessages {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(
    viewer: Viewer,
    input: { threadId: number; cursor?: number | undefined },
  ): Promise<Result<MessagePage>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return this.deps.uow.read(async (repositories): Promise<Result<MessagePage>> => {
      const loaded = await loadChatThread(repositories, me, input.threadId);
      if (!loaded.ok) return loaded;
      const rows = await repositories.chats.messages(input.threadId, {
        before: input.cursor ?? null,
        limit: CHAT_MESSAGES_PAGE_SIZE + 1,
      });
      const items = rows.slice(0, CHAT_MESSAGES_PAGE_SIZE);
      return ok({
        items,
        nextCursor: rows.length > CHAT_MESSAGES_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
      });
    });
  }
}
