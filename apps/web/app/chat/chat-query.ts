import type { ServerApi } from '../load-context';

/** The API is the same proxy in loaders and in the browser, so both build the very same query keys. */
type Api = ServerApi;

/** A thread's messages, newest page first (`chat.getMessages`); older pages load on demand. */
export const messagesQueryOptions = (api: Api, threadId: number) =>
  api.chat.getMessages.infiniteQueryOptions(
    { threadId },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );

/** The viewer's threads, latest activity first (`chat.getThreads`). */
export const threadsQueryOptions = (api: Api) =>
  api.chat.getThreads.infiniteQueryOptions({}, { getNextPageParam: (page) => page.nextCursor ?? undefined });

/** Where the thread with this id opens. */
export const threadHref = (threadId: number) => `/chat/${threadId}`;

/** Where the chat with a user opens (the creator card's chat button): the thread is found or made there. */
export const chatWithHref = (username: string) => `/chat?with=${encodeURIComponent(username)}`;

/**
 * How often an open chat page asks for new messages and the header for its unread count. Polling keeps the server
 * simple (no socket); a message arrives within this long, and at once when the window regains focus.
 */
export const CHAT_REFRESH_MS = 5_000;
export const HEADER_CHAT_REFRESH_MS = 30_000;
