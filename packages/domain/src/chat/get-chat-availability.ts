import type { Deps } from '../shared/deps.js';
import { ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';

/**
 * `chat.getAvailability`: whether this hub has chat (the `chat` flag), so pages show or hide the chat button and
 * the header's link. The one chat call that answers when chat is off: it only tells that it is.
 */
export class GetChatAvailability {
  constructor(private readonly deps: Pick<Deps, 'flags'>) {}

  async execute(_viewer: Viewer): Promise<Result<{ enabled: boolean }>> {
    return ok({ enabled: this.deps.flags.isOn('chat') });
  }
}
