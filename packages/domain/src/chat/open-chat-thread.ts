import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { canStartChat, chatGate } from './chat-rules.js';

/**
 * `chat.openThread`: the viewer's thread with the user of that name, created when there is none yet (one thread per
 * pair, however many calls race). An existing thread always opens, blocked or not; a new one only as `canStartChat`
 * allows.
 */
export class OpenChatThread {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {}

  async execute(viewer: Viewer, input: { username: string }): Promise<Result<{ threadId: number }>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    return this.deps.uow.run(async (repositories): Promise<Result<{ threadId: number }>> => {
      const target = await repositories.users.ofUsername(input.username);
      if (target === null) return fail(errors.notFound);
      if (target.id === me.id) return fail(errors.cannotChatWithYourself);
      const existing = await repositories.chats.between(me.id, target.id);
      if (existing !== null) return ok({ threadId: existing.id });
      const allowed = canStartChat(me, target, await repositories.chats.isBlocked(target.id, me.id));
      if (!allowed.ok) return allowed;
      const thread = await repositories.chats.open(me.id, target.id, this.deps.clock.now());
      return ok({ threadId: thread.id });
    });
  }
}
