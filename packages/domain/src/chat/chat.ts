/** A direct-message thread between exactly two users (one per pair): `userIds` is the pair, lower id first. */
export type ChatThread = {
  id: number;
  userIds: [number, number];
  createdAt: Date;
  /** The newest message's id; null while the thread has no message. */
  lastMessageId: number | null;
};

/** One message: plain text, stored normalised (`chatMessageText`) and always shown as text, never as HTML. */
export type ChatMessage = {
  id: number;
  threadId: number;
  senderId: number;
  text: string;
  createdAt: Date;
};

/** Who blocked whom between the viewer and the other participant, as the thread shows it. */
export type ChatBlock = 'byMe' | 'byThem' | null;

/** The other participant of a thread, as the viewer sees them. */
type ChatPartner = {
  id: number;
  username: string;
  /** Whether the account is there to write to (not deleted or banned); pages link its profile only then. */
  available: boolean;
};

/** One row of the viewer's thread list. */
export type ChatThreadSummary = {
  id: number;
  with: ChatPartner;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  blocked: ChatBlock;
};

/** A thread as its page shows it: whom it is with, the viewer's unread count, and whether the viewer may send. */
export type ChatThreadView = ChatThreadSummary & {
  /** Why the viewer may not send here (a catalogue message), or null when they may. */
  cannotSend: string | null;
};
