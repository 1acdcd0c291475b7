import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUser, createTestWorld } from '../testing/index.js';
import { GetChatUnreadCount, MarkChatRead } from './mark-chat-read.js';
import { OpenChatThread } from './open-chat-thread.js';
import { SendChatMessage } from './send-chat-message.js';

/** One step of a conversation between two people: one of them sends, or reads up to the newest message. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), by: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('read' as const), by: fc.integer({ min: 0, max: 1 }) }),
);

describe('unread counts (property)', () => {
  it('is always the messages from the other person after the last one you read or sent', async () => {
    const world = createTestWorld();
    const deps = world.deps;
    const [open, send, markRead, unread] = [
      new OpenChatThread(deps),
      new SendChatMessage(deps),
      new MarkChatRead(deps),
      new GetChatUnreadCount(deps),
    ];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        run++;
        const people = [
          await world.given.user(aUser().named(`a${run}`)),
          await world.given.user(aUser().named(`b${run}`)),
        ] as const;
        const opened = await open.execute(people[0], { username: people[1].username });
        if (!opened.ok) throw new Error('expected a thread');
        const { threadId } = opened.value;
        // The model: every message by sender in order, and how many each person has seen.
        const senders: number[] = [];
        const seen = [0, 0];
        for (const [i, s] of steps.entries()) {
          const person = s.by === 0 ? people[0] : people[1];
          if (s.kind === 'send') {
            const sent = await send.execute(person, {
              threadId,
              text: `m${i}`,
              idempotencyKey: `${run}-${i}`,
            });
            expect(sent.ok).toBe(true);
            senders.push(s.by);
            seen[s.by] = senders.length;
          } else if (senders.length > 0) {
            const last = await world.uow.read((r) => r.chats.messages(threadId, { before: null, limit: 1 }));
            await markRead.execute(person, { threadId, messageId: last[0]?.id ?? 0 });
            seen[s.by] = senders.length;
          }
          for (const who of [0, 1] as const) {
            const expected = senders.slice(seen[who]).filter((by) => by !== who).length;
            const viewer = who === 0 ? people[0] : people[1];
            expect(await unread.execute(viewer)).toEqual({ ok: true, value: { count: expected } });
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
