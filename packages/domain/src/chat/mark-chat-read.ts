import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { chatGate } from './chat-rules.js';
import { loadChatThread } from './load-chat.js';

type Unread = { unreadCount: number };

/**
 * `chat.markRead`: the viewer has read their thread up to this message (the newest one their page shows, so a
 * message that arrived meanwhile stays unread); never moves back. Answers the viewer's unread count over all threads.
 */
export class MarkChatRead {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(viewer: Viewer, input: { threadId: number; messageId: number }): Promise<Result<Unread>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return this.deps.uow.run(async (repositories): Promise<Result<Unread>> => {
      const loaded = await loadChatThread(repositories, me, input.threadId);
      if (!loaded.ok) return loaded;
      const message = await repositories.chats.messageOf(input.messageId);
      if (message === null || message.threadId !== input.threadId) return fail(errors.notFound);
      await repositories.chats.markRead(input.threadId, me.id, message.id);
      return ok({ unreadCount: await repositories.chats.unreadCount(me.id) });
    });
  }
}

/** `chat.getUnreadCount`: the number by the header's chat link: unread messages over all the viewer's threads. */
export class GetChatUnreadCount {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'flags'>) {}

  async execute(viewer: Viewer): Promise<Result<{ count: number }>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return ok({ count: await this.deps.uow.read((repositories) => repositories.chats.unreadCount(me.id)) });
  }
}
