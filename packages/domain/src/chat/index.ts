export { BlockChatUser, UnblockChatUser } from './block-chat-user.js';
export type * from './chat.js';
export {
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_THREADS_PAGE_SIZE,
  chatMessageText,
  MAX_CHAT_MESSAGE_LENGTH,
} from './chat-rules.js';
export { GetChatAvailability } from './get-chat-availability.js';
export { GetChatMessages, GetChatThread } from './get-chat-thread.js';
export { GetChatThreads } from './get-chat-threads.js';
export { GetChatUnreadCount, MarkChatRead } from './mark-chat-read.js';
export { OpenChatThread } from './open-chat-thread.js';
export { SendChatMessage } from './send-chat-message.js';
