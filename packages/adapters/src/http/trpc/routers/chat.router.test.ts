import { aUser } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from '../../../storage/knex/testing/databases.js';
import { expectFailure, expectOk } from '../../testing/expectations.js';
import { useTestServer } from '../../testing/test-server.js';

type Message = { id: number; threadId: number; senderId: number; text: string };
type ThreadPage = {
  items: { id: number; with: { username: string }; unreadCount: number; blocked: string | null }[];
  nextCursor: number | null;
};

describe.each(databases)('chat.* over HTTP on $name', (database) => {
  const server = useTestServer(database);

  it('sends, counts unread for the recipient, reads and replies', async () => {
    const { api, signedIn } = server();
    const ada = await signedIn();
    const bob = await signedIn();
    const { threadId } = expectOk(
      await api.mutation('chat.openThread', { username: bob.user.username }, ada.auth),
    ) as { threadId: number };

    const sent = expectOk(
      await api.mutation(
        'chat.send',
        { threadId, text: 'Hi <b>Bob</b>', idempotencyKey: 'chat-key-1' },
        ada.auth,
      ),
    ) as Message;
    expect(sent).toMatchObject({ threadId, senderId: ada.user.id, text: 'Hi <b>Bob</b>' });
    // The same key again is the same message, not a second one.
    expect(
      expectOk(
        await api.mutation(
          'chat.send',
          { threadId, text: 'Hi <b>Bob</b>', idempotencyKey: 'chat-key-1' },
          ada.auth,
        ),
      ),
    ).toEqual(sent);
    expect(expectOk(await api.query('chat.getUnreadCount', undefined, bob.auth))).toEqual({ count: 1 });
    expect(expectOk(await api.query('chat.getUnreadCount', undefined, ada.auth))).toEqual({ count: 0 });

    const threads = expectOk(
      await api.query('chat.getThreads', { direction: 'forward' }, bob.auth),
    ) as ThreadPage;
    expect(threads.items).toEqual([
      expect.objectContaining({
        id: threadId,
        with: expect.objectContaining({ username: ada.user.username }),
      }),
    ]);
    expect(threads.items[0]?.unreadCount).toBe(1);
    // The typed client's infinite queries add `direction`.
    const messages = expectOk(
      await api.query('chat.getMessages', { threadId, direction: 'forward' }, bob.auth),
    ) as {
      items: Message[];
    };
    expect(messages.items.map((m) => m.text)).toEqual(['Hi <b>Bob</b>']);
    expect(expectOk(await api.mutation('chat.markRead', { threadId, messageId: sent.id }, bob.auth))).toEqual(
      { unreadCount: 0 },
    );

    expectOk(await api.mutation('chat.send', { threadId, text: 'Hello Ada' }, bob.auth));
    expect(expectOk(await api.query('chat.getUnreadCount', undefined, ada.auth))).toEqual({ count: 1 });
    expect(expectOk(await api.query('chat.getThread', { threadId }, ada.auth))).toMatchObject({
      id: threadId,
      unreadCount: 1,
      blocked: null,
      cannotSend: null,
    });
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const { api, signedIn } = server();
    const ada = await signedIn();
    const bob = await signedIn();
    const { threadId } = expectOk(
      await api.mutation('chat.openThread', { username: bob.user.username }, ada.auth),
    ) as { threadId: number };
    expectFailure(
      await api.mutation('chat.send', { threadId, text: '   ' }, ada.auth),
      400,
      'CHAT.MESSAGE_EMPTY',
    );
    expectFailure(
      await api.mutation('chat.send', { threadId, text: 'x'.repeat(2001) }, ada.auth),
      400,
      'CHAT.MESSAGE_TOO_LONG',
    );
    expectFailure(
      await api.mutation('chat.send', { threadId, text: 'a\u0000b' }, ada.auth),
      400,
      'INVALID_INPUT',
    );
    expectFailure(
      await api.mutation('chat.send', { threadId, text: 'hi', extra: true }, ada.auth),
      400,
      'INVALID_INPUT',
    );
    expectFailure(
      await api.mutation('chat.openThread', { username: ada.user.username }, ada.auth),
      400,
      'SOCIAL.SELF_CHAT',
    );
    expect(expectOk(await api.query('chat.getMessages', { threadId }, ada.auth))).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(expectOk(await api.query('chat.getThreads', {}, ada.auth))).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('blocks and unblocks; muted users start no thread; chat off refuses every call', async () => {
    const { api, signedIn, flags } = server();
    const ada = await signedIn();
    const bob = await signedIn();
    const muted = await signedIn(aUser().muted());
    const { threadId } = expectOk(
      await api.mutation('chat.openThread', { username: bob.user.username }, ada.auth),
    ) as { threadId: number };
    expect(expectOk(await api.mutation('chat.block', { userId: bob.user.id }, ada.auth))).toEqual({
      blocked: true,
    });
    expectFailure(await api.mutation('chat.send', { threadId, text: 'hey' }, bob.auth), 403, 'CHAT.BLOCKED');
    expectFailure(
      await api.mutation('chat.send', { threadId, text: 'hey' }, ada.auth),
      409,
      'CHAT.YOU_BLOCKED',
    );
    expect(expectOk(await api.query('chat.getThread', { threadId }, ada.auth))).toMatchObject({
      blocked: 'byMe',
    });
    expect(expectOk(await api.mutation('chat.unblock', { userId: bob.user.id }, ada.auth))).toEqual({
      blocked: false,
    });
    expectOk(await api.mutation('chat.send', { threadId, text: 'hey' }, bob.auth));

    expectFailure(
      await api.mutation('chat.openThread', { username: ada.user.username }, muted.auth),
      403,
      'CHAT.MUTED',
    );

    flags.chat = false;
    expect(expectOk(await api.query('chat.getAvailability', undefined))).toEqual({ enabled: false });
    expectFailure(await api.query('chat.getUnreadCount', undefined, ada.auth), 403, 'FEATURE.OFF');
    expectFailure(await api.mutation('chat.send', { threadId, text: 'hey' }, ada.auth), 403, 'FEATURE.OFF');
    expectFailure(await api.query('chat.getThreads', {}, ada.auth), 403, 'FEATURE.OFF');
  });

  it('makes one thread per pair when many open it at once', async () => {
    const { api, signedIn } = server();
    const ada = await signedIn();
    const bob = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? api.mutation('chat.openThread', { username: bob.user.username }, ada.auth)
          : api.mutation('chat.openThread', { username: ada.user.username }, bob.auth),
      ),
    );
    const ids = answers.map((answer) => (expectOk(answer) as { threadId: number }).threadId);
    expect(new Set(ids).size).toBe(1);
  });
});
