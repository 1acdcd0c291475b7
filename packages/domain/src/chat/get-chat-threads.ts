import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ChatThreadSummary } from './chat.js';
import {
  CHAT_THREADS_PAGE_SIZE,
  canReceiveMessages,
  chatBlockOf,
  chatGate,
  partnerOf,
} from './chat-rules.js';

type ThreadPage = { items: ChatThreadSummary[]; nextCursor: number | null };

/**
 * `chat.getThreads`: the viewer's threads that have a message, the latest activity first, each with whom it is
 * with, its last message and the viewer's unread count. `cursor` is the previous page's `nextCursor`.
 */
export class GetChatThreads {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(viewer: Viewer, input: { cursor?: number | undefined }): Promise<Result<ThreadPage>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return this.deps.uow.read(async (repositories) => {
      const rows = await repositories.chats.threadsOf(me.id, {
        before: input.cursor ?? null,
        limit: CHAT_THREADS_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, CHAT_THREADS_PAGE_SIZE);
      const partnerIds = page.map((row) => partnerOf(row.thread, me.id));
      const partners = new Map((await repositories.users.ofIds(partnerIds)).map((u) => [u.id, u]));
      const items = await Promise.all(
        page.flatMap((row) => {
          const partner = partners.get(partnerOf(row.thread, me.id));
          if (partner === undefined) return [];
          return [
            (async (): Promise<ChatThreadSummary> => {
              const [byMe, byThem] = await Promise.all([
                repositories.chats.isBlocked(me.id, partner.id),
                repositories.chats.isBlocked(partner.id, me.id),
              ]);
              return {
                id: row.thread.id,
                with: { id: partner.id, username: partner.username, available: canReceiveMessages(partner) },
                lastMessage: row.lastMessage,
                unreadCount: row.unreadCount,
                blocked: chatBlockOf({ byMe, byThem }),
              };
            })(),
          ];
        }),
      );
      const last = page.at(-1)?.thread.lastMessageId ?? null;
      return ok({ items, nextCursor: rows.length > CHAT_THREADS_PAGE_SIZE ? last : null });
    });
  }
}
