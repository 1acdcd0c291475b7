import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { User, Viewer } from '../users/user.js';
import type { ChatBlock, ChatThread } from './chat.js';

/** The longest message, in characters (Unicode code points). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Threads per page of the thread list, and messages per page of a thread. */
export const CHAT_THREADS_PAGE_SIZE = 30;
export const CHAT_MESSAGES_PAGE_SIZE = 50;

// C0 controls but tab and newline, DEL and C1 controls: invisible in a text message, and NUL cannot be stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A message as it is stored: plain text with Windows and old-Mac line ends made `\n`, control characters removed,
 * blank lines at either end trimmed. Markup stays as typed: every reader shows messages as text, never as HTML.
 */
export const chatMessageText = (raw: string): Result<string> => {
  const text = raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
  if (text.length === 0) return fail(errors.chatMessageEmpty);
  if ([...text].length > MAX_CHAT_MESSAGE_LENGTH)
    return fail(errors.chatMessageTooLong(MAX_CHAT_MESSAGE_LENGTH));
  return ok(text);
};

/** Whether the account can take part in a chat at all: not deleted, not banned. */
export const canReceiveMessages = (user: Pick<User, 'deletedAt' | 'banned'>): boolean =>
  user.deletedAt === null && !user.banned;

/** The other participant of a thread the user is in. */
export const partnerOf = (thread: ChatThread, userId: number): number =>
  thread.userIds[0] === userId ? thread.userIds[1] : thread.userIds[0];

export const isParticipant = (thread: ChatThread, userId: number): boolean => thread.userIds.includes(userId);

/** The block between two people as one of them sees it; the viewer's own block shows first. */
export const chatBlockOf = (blocks: { byMe: boolean; byThem: boolean }): ChatBlock =>
  blocks.byMe ? 'byMe' : blocks.byThem ? 'byThem' : null;

/**
 * Whether the viewer may start a new thread with `target` (spec §5: never with themselves). Muted users may not
 * start threads (they may still reply in threads they have: docs/chat.md); nobody starts one with a deleted or
 * banned account, or with someone who blocked them.
 */
export const canStartChat = (
  viewer: User,
  target: Pick<User, 'id' | 'deletedAt' | 'banned'>,
  blockedByTarget: boolean,
): Result<null> => {
  if (viewer.id === target.id) return fail(errors.cannotChatWithYourself);
  if (!canReceiveMessages(target)) return fail(errors.chatUserUnavailable);
  if (viewer.muted) return fail(errors.chatMutedCannotStart);
  if (blockedByTarget) return fail(errors.chatBlockedByThem);
  return ok(null);
};

/** Whether the viewer may send in their thread with `partner`: neither of them blocked the other, the partner is there. */
export const canSendChat = (partner: Pick<User, 'deletedAt' | 'banned'>, block: ChatBlock): Result<null> => {
  if (!canReceiveMessages(partner)) return fail(errors.chatUserUnavailable);
  if (block === 'byMe') return fail(errors.chatBlockedByYou);
  if (block === 'byThem') return fail(errors.chatBlockedByThem);
  return ok(null);
};

/** Every chat call starts here: chat on (spec §6 `chat` flag), then signed in. */
export const chatGate = (chatOn: boolean, viewer: Viewer): Result<User> => {
  if (!chatOn) return fail(errors.featureOff);
  if (viewer === null) return fail(errors.signInRequired);
  return ok(viewer);
};
