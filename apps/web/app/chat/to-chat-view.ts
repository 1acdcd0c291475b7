/** A message as `chat.getMessages` answers it. */
export type MessageAnswer = { id: number; senderId: number; text: string; createdAt: string | Date };

export type MessageView = {
  id: number;
  /** "You" or the other person's name. */
  author: string;
  mine: boolean;
  /** Shown as text (React escapes it); never read as HTML. */
  text: string;
  timeLabel: string;
  dateTime: string;
};

// UTC, so the server's render and the browser's hydration print the same text.
const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The loaded pages (each newest first, the newest page first) as the thread shows them: oldest at the top, newest
 * at the bottom, each message by "You" or by the other person.
 */
export const toMessageViews = (
  pages: readonly { items: readonly MessageAnswer[] }[],
  viewerId: number,
  partnerName: string,
): MessageView[] =>
  pages
    .flatMap((page) => page.items)
    .toReversed()
    .map((message) => {
      const createdAt = new Date(message.createdAt);
      const mine = message.senderId === viewerId;
      return {
        id: message.id,
        author: mine ? 'You' : partnerName,
        mine,
        text: message.text,
        timeLabel: time.format(createdAt),
        dateTime: createdAt.toISOString(),
      };
    });

/** The newest message id among the loaded pages, which the page marks read; null for an empty thread. */
export const newestMessageId = (pages: readonly { items: readonly { id: number }[] }[]): number | null =>
  pages[0]?.items[0]?.id ?? null;

/** A thread row's preview: the last message's first line, shortened. */
export const previewOf = (text: string | undefined, max = 80): string => {
  if (text === undefined) return '';
  const line = text.split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The unread badge's text and its accessible wording. */
export const unreadLabel = (count: number): string =>
  count === 1 ? '1 unread message' : `${count} unread messages`;

/** Whether Enter in the composer sends: a plain Enter does, Shift+Enter (or an IME composing text) makes a newline. */
export const sendsOnEnter = (event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean =>
  event.key === 'Enter' && !event.shiftKey && event.isComposing !== true;
