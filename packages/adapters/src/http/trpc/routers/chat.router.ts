import {
  BlockChatUser,
  GetChatAvailability,
  GetChatMessages,
  GetChatThread,
  GetChatThreads,
  GetChatUnreadCount,
  MAX_CHAT_MESSAGE_LENGTH,
  MarkChatRead,
  OpenChatThread,
  SendChatMessage,
  UnblockChatUser,
} from '@atelier/domain';
import { z } from 'zod';
import { id, idempotencyKey, noInput, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery, withIdempotencyKey } from '../use-case-procedure.js';

// What an infinite query of the typed client adds to its input; both lists only page towards older items.
const direction = z.enum(['forward', 'backward']).optional();

/** Direct messages between two users (issue 19, docs/chat.md): /chat and the header's chat link. */
export const chatRouter = router({
  /** Whether this hub has chat at all; the only chat call that answers when the `chat` flag is off. */
  getAvailability: useCaseQuery(noInput, GetChatAvailability),
  /** Newest activity first; `cursor` is the previous page's `nextCursor` (`direction` is the typed client's). */
  getThreads: useCaseQuery(
    z.strictObject({ cursor: id.optional(), direction }).optional(),
    GetChatThreads,
    (input) => ({ cursor: input?.cursor }),
  ),
  getThread: useCaseQuery(z.strictObject({ threadId: id }), GetChatThread),
  /** Newest first; `cursor` is the previous page's `nextCursor`. */
  getMessages: useCaseQuery(
    z.strictObject({ threadId: id, cursor: id.optional(), direction }),
    GetChatMessages,
    ({ threadId, cursor }) => ({ threadId, cursor }),
  ),
  /** Finds or creates the viewer's thread with that user (/chat?with={username}). */
  openThread: useCaseMutation(z.strictObject({ username: text(100) }), OpenChatThread),
  /** The domain refuses a message over its length in characters; the schema only bounds the request. */
  send: useCaseMutation(
    z.strictObject({ threadId: id, text: text(MAX_CHAT_MESSAGE_LENGTH * 4), idempotencyKey }),
    SendChatMessage,
    withIdempotencyKey,
  ),
  markRead: useCaseMutation(z.strictObject({ threadId: id, messageId: id }), MarkChatRead),
  getUnreadCount: useCaseQuery(noInput, GetChatUnreadCount),
  block: useCaseMutation(z.strictObject({ userId: id }), BlockChatUser),
  unblock: useCaseMutation(z.strictObject({ userId: id }), UnblockChatUser),
});
