import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { ChatMessage } from './chat.js';
import { canSendChat, chatGate, chatMessageText } from './chat-rules.js';
import { loadChatThread } from './load-chat.js';

type SendInput = { threadId: number; text: string; idempotencyKey: string };

/**
 * `chat.send`: appends the viewer's message to their thread and moves their own read position to it. A retry with
 * the same key answers with the message already sent; the same key with another thread or text is refused.
 */
export class SendChatMessage {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: SendInput): Promise<Result<ChatMessage>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    const text = chatMessageText(input.text);
    if (!text.ok) return text;
    return this.deps.uow.run(async (repositories): Promise<Result<ChatMessage>> => {
      const loaded = await loadChatThread(repositories, me, input.threadId);
      if (!loaded.ok) return loaded;
      const sent = await repositories.chats.messageByKey(me.id, input.idempotencyKey);
      if (sent !== null) {
        return sent.threadId === input.threadId && sent.text === text.value
          ? ok(sent)
          : fail(errors.idempotencyKeyReused);
      }
      const allowed = canSendChat(loaded.value.partner, loaded.value.block);
      if (!allowed.ok) return allowed;
      const message = await repositories.chats.add({
        threadId: input.threadId,
        senderId: me.id,
        text: text.value,
        createdAt: this.deps.clock.now(),
        idempotencyKey: input.idempotencyKey,
      });
      await repositories.chats.markRead(input.threadId, me.id, message.id);
      return ok(message);
    });
  }
}
