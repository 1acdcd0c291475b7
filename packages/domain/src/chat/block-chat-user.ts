import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { chatGate } from './chat-rules.js';

type BlockState = { blocked: boolean };

/**
 * `chat.block` / `chat.unblock`: whether the viewer accepts messages from that user. A blocked user cannot send to
 * the blocker nor start a thread with them; the blocker sees the thread marked blocked and may unblock. Repeating
 * either changes nothing.
 */
class SetChatBlock {
  constructor(
    private readonly deps: Pick<Deps, 'uow' | 'clock' | 'flags'>,
    private readonly blocked: boolean,
  ) {}

  async execute(viewer: Viewer, input: { userId: number }): Promise<Result<BlockState>> {
    const gate = chatGate(this.deps.flags.isOn('chat'), viewer);
    if (!gate.ok) return gate;
    const me = gate.value;
    if (me.id === input.userId) return fail(errors.cannotBlockYourself);
    return this.deps.uow.run(async (repositories): Promise<Result<BlockState>> => {
      const target = await repositories.users.ofId(input.userId);
      if (target === null) return fail(errors.notFound);
      if (this.blocked) await repositories.chats.block(me.id, target.id, this.deps.clock.now());
      else await repositories.chats.unblock(me.id, target.id);
      return ok({ blocked: this.blocked });
    });
  }
}

export class BlockChatUser extends SetChatBlock {
  constructor(deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {
    super(deps, true);
  }
}

export class UnblockChatUser extends SetChatBlock {
  constructor(deps: Pick<Deps, 'uow' | 'clock' | 'flags'>) {
    super(deps, false);
  }
}
