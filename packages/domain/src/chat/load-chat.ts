import type { Repositories } from '../ports/unit-of-work.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User } from '../users/user.js';
import type { ChatBlock, ChatThread } from './chat.js';
import { chatBlockOf, isParticipant, partnerOf } from './chat-rules.js';

type LoadedThread = { thread: ChatThread; partner: User; block: ChatBlock };

/** The viewer's thread with its other participant and the block between them; someone else's thread is not found. */
export const loadChatThread = async (
  repositories: Repositories,
  viewer: User,
  threadId: number,
): Promise<Result<LoadedThread>> => {
  const thread = await repositories.chats.ofId(threadId);
  if (thread === null || !isParticipant(thread, viewer.id)) return fail(errors.notFound);
  const partnerId = partnerOf(thread, viewer.id);
  // One after the other: inside a unit of work these share one transaction's connection.
  const partner = await repositories.users.ofId(partnerId);
  if (partner === null) return fail(errors.notFound);
  const byMe = await repositories.chats.isBlocked(viewer.id, partnerId);
  const byThem = await repositories.chats.isBlocked(partnerId, viewer.id);
  return ok({ thread, partner, block: chatBlockOf({ byMe, byThem }) });
};
