import { ok, type UnitOfWork } from '@atelier/domain';

/** A demo conversation: who writes, to whom, and the messages in order (each by `from` or `to`), minutes apart. */
type DemoChat = { from: number; to: number; messages: { by: 'from' | 'to'; text: string }[] };

/**
 * Two conversations between named creators (docs/demo-data.md), so /chat is not empty for them: ada_lumen (2) and
 * brushwork (3), ada_lumen's last message unread by brushwork; cinderfox (4) asking ada_lumen, unread. Fixed texts
 * and times, no random draws, so the rest of the demo stays as it was.
 */
export const DEMO_CHATS: DemoChat[] = [
  {
    from: 2,
    to: 3,
    messages: [
      { by: 'from', text: 'Your Ink Wash LoRA is lovely. Which base model did you train it on?' },
      { by: 'to', text: 'Thank you! SD 1.5, about 40 scans of my own brush paintings.' },
      { by: 'from', text: 'I would love the captions, I want to try a watercolour one.' },
    ],
  },
  {
    from: 4,
    to: 2,
    messages: [{ by: 'from', text: 'Hi Ada, would you like to collaborate on a lighting pack?' }],
  },
];

/** Writes the demo chats through the chat store, as the app would; each thread's earlier messages are read. */
export async function seedChats(uow: UnitOfWork, now: Date): Promise<void> {
  const start = now.getTime() - 2 * 86_400_000;
  let minute = 0;
  for (const [index, chat] of DEMO_CHATS.entries()) {
    await uow.run(async (repositories) => {
      const thread = await repositories.chats.open(chat.from, chat.to, new Date(start + minute * 60_000));
      for (const [n, message] of chat.messages.entries()) {
        const senderId = message.by === 'from' ? chat.from : chat.to;
        minute += 7;
        const sent = await repositories.chats.add({
          threadId: thread.id,
          senderId,
          text: message.text,
          createdAt: new Date(start + minute * 60_000),
          idempotencyKey: `seed:chat:${index + 1}:${n + 1}`,
        });
        await repositories.chats.markRead(thread.id, senderId, sent.id);
      }
      return ok(null);
    });
  }
}
