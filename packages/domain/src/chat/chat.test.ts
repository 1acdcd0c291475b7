import { describe, expect, it } from 'vitest';
import { errors } from '../shared/errors.js';
import { aUser, createTestWorld, type TestWorldOptions } from '../testing/index.js';
import type { User } from '../users/user.js';
import { BlockChatUser, UnblockChatUser } from './block-chat-user.js';
import { MAX_CHAT_MESSAGE_LENGTH } from './chat-rules.js';
import { GetChatAvailability } from './get-chat-availability.js';
import { GetChatMessages, GetChatThread } from './get-chat-thread.js';
import { GetChatThreads } from './get-chat-threads.js';
import { GetChatUnreadCount, MarkChatRead } from './mark-chat-read.js';
import { OpenChatThread } from './open-chat-thread.js';
import { SendChatMessage } from './send-chat-message.js';

const setup = async (options: TestWorldOptions = {}) => {
  const world = createTestWorld(options);
  const ada = await world.given.user(aUser().named('ada'));
  const bob = await world.given.user(aUser().named('bob'));
  const chat = {
    open: new OpenChatThread(world.deps),
    send: new SendChatMessage(world.deps),
    threads: new GetChatThreads(world.deps),
    thread: new GetChatThread(world.deps),
    messages: new GetChatMessages(world.deps),
    markRead: new MarkChatRead(world.deps),
    unread: new GetChatUnreadCount(world.deps),
    block: new BlockChatUser(world.deps),
    unblock: new UnblockChatUser(world.deps),
    availability: new GetChatAvailability(world.deps),
  };
  let keys = 0;
  const threadBetween = async (from: User, to: User) => {
    const opened = await chat.open.execute(from, { username: to.username });
    if (!opened.ok) throw new Error(`expected a thread: ${opened.error.message}`);
    return opened.value.threadId;
  };
  const send = (from: User, threadId: number, text: string) =>
    chat.send.execute(from, { threadId, text, idempotencyKey: `key-${++keys}` });
  const unreadOf = async (user: User) => {
    const answer = await chat.unread.execute(user);
    if (!answer.ok) throw new Error('expected a count');
    return answer.value.count;
  };
  return { world, ada, bob, chat, threadBetween, send, unreadOf };
};

describe('opening a thread (chat.openThread)', () => {
  it('finds or creates the one thread of a pair, from either side', async () => {
    const { ada, bob, threadBetween } = await setup();
    const first = await threadBetween(ada, bob);
    expect(await threadBetween(ada, bob)).toBe(first);
    expect(await threadBetween(bob, ada)).toBe(first);
  });

  it('makes one thread when both open it at once', async () => {
    const { ada, bob, chat } = await setup();
    const answers = await Promise.all([
      chat.open.execute(ada, { username: bob.username }),
      chat.open.execute(bob, { username: ada.username }),
      chat.open.execute(ada, { username: bob.username }),
    ]);
    const ids = answers.map((a) => (a.ok ? a.value.threadId : null));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).not.toBeNull();
  });

  it('refuses yourself, unknown, deleted and banned users, and muted users starting a thread', async () => {
    const { world, ada, bob, chat, threadBetween } = await setup();
    const gone = await world.given.user(aUser().named('gone').deleted());
    const banned = await world.given.user(aUser().named('banned').banned());
    const muted = await world.given.user(aUser().named('hush').muted());
    expect(await chat.open.execute(ada, { username: 'ada' })).toEqual({
      ok: false,
      error: errors.cannotChatWithYourself,
    });
    expect(await chat.open.execute(ada, { username: 'nobody' })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await chat.open.execute(ada, { username: gone.username })).toEqual({
      ok: false,
      error: errors.chatUserUnavailable,
    });
    expect(await chat.open.execute(ada, { username: banned.username })).toEqual({
      ok: false,
      error: errors.chatUserUnavailable,
    });
    expect(await chat.open.execute(muted, { username: bob.username })).toEqual({
      ok: false,
      error: errors.chatMutedCannotStart,
    });
    // A muted user may still open, and reply in, a thread someone else started.
    const started = await threadBetween(ada, muted);
    expect(await chat.open.execute(muted, { username: ada.username })).toEqual({
      ok: true,
      value: { threadId: started },
    });
    expect(
      await chat.send.execute(muted, { threadId: started, text: 'hi', idempotencyKey: 'm' }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('asks anonymous visitors to sign in, and refuses everything when chat is off', async () => {
    const off = await setup({ flags: { chat: false } });
    expect(await off.chat.open.execute(off.ada, { username: 'bob' })).toEqual({
      ok: false,
      error: errors.featureOff,
    });
    for (const answer of [
      await off.chat.send.execute(off.ada, { threadId: 1, text: 'hi', idempotencyKey: 'k' }),
      await off.chat.threads.execute(off.ada, {}),
      await off.chat.thread.execute(off.ada, { threadId: 1 }),
      await off.chat.messages.execute(off.ada, { threadId: 1 }),
      await off.chat.markRead.execute(off.ada, { threadId: 1, messageId: 1 }),
      await off.chat.unread.execute(off.ada),
      await off.chat.block.execute(off.ada, { userId: off.bob.id }),
      await off.chat.unblock.execute(off.ada, { userId: off.bob.id }),
      await off.chat.open.execute(null, { username: 'bob' }),
    ]) {
      expect(answer).toEqual({ ok: false, error: errors.featureOff });
    }
    expect(await off.chat.availability.execute(null)).toEqual({ ok: true, value: { enabled: false } });

    const on = await setup();
    expect(await on.chat.availability.execute(null)).toEqual({ ok: true, value: { enabled: true } });
    expect(await on.chat.unread.execute(null)).toEqual({ ok: false, error: errors.signInRequired });
    expect(await on.chat.open.execute(null, { username: 'bob' })).toEqual({
      ok: false,
      error: errors.signInRequired,
    });
  });
});

describe('sending and reading (chat.send, getThreads, getMessages, markRead, getUnreadCount)', () => {
  it('delivers messages, counts the unread for the recipient only, and marks them read', async () => {
    const { ada, bob, chat, threadBetween, send, unreadOf } = await setup();
    const threadId = await threadBetween(ada, bob);
    const hello = await send(ada, threadId, '  Hello Bob!\r\nHow are you?  ');
    expect(hello).toMatchObject({ ok: true, value: { senderId: ada.id, text: 'Hello Bob!\nHow are you?' } });
    await send(ada, threadId, 'Second');

    expect(await unreadOf(bob)).toBe(2);
    expect(await unreadOf(ada)).toBe(0);
    const bobs = await chat.threads.execute(bob, {});
    expect(bobs).toMatchObject({
      ok: true,
      value: {
        items: [{ id: threadId, with: { username: 'ada' }, unreadCount: 2, lastMessage: { text: 'Second' } }],
        nextCursor: null,
      },
    });
    const page = await chat.messages.execute(bob, { threadId });
    if (!page.ok) throw new Error('expected messages');
    expect(page.value.items.map((m) => m.text)).toEqual(['Second', 'Hello Bob!\nHow are you?']);

    const newest = page.value.items[0]?.id ?? 0;
    expect(await chat.markRead.execute(bob, { threadId, messageId: newest })).toEqual({
      ok: true,
      value: { unreadCount: 0 },
    });
    expect(await chat.thread.execute(bob, { threadId })).toMatchObject({
      ok: true,
      value: { unreadCount: 0, blocked: null, cannotSend: null, with: { id: ada.id } },
    });
    // Replying moves the replier's own position: their own messages are never unread to them.
    await send(bob, threadId, 'Fine, thanks');
    expect(await unreadOf(bob)).toBe(0);
    expect(await unreadOf(ada)).toBe(1);
  });

  it('never moves a read position back, and marks only with a message of that thread', async () => {
    const { world, ada, bob, chat, threadBetween, send, unreadOf } = await setup();
    const cy = await world.given.user(aUser().named('cy'));
    const threadId = await threadBetween(ada, bob);
    const other = await threadBetween(cy, bob);
    const first = await send(ada, threadId, 'one');
    const second = await send(ada, threadId, 'two');
    const cys = await send(cy, other, 'from cy');
    if (!first.ok || !second.ok || !cys.ok) throw new Error('expected messages');

    await chat.markRead.execute(bob, { threadId, messageId: second.value.id });
    await chat.markRead.execute(bob, { threadId, messageId: first.value.id });
    expect(await unreadOf(bob)).toBe(1);
    expect(await chat.markRead.execute(bob, { threadId, messageId: cys.value.id })).toEqual({
      ok: false,
      error: errors.notFound,
    });
    expect(await unreadOf(bob)).toBe(1);
  });

  it('keeps threads to their participants: others get not found', async () => {
    const { world, ada, bob, chat, threadBetween, send } = await setup();
    const eve = await world.given.user(aUser().named('eve'));
    const threadId = await threadBetween(ada, bob);
    await send(ada, threadId, 'private');
    for (const answer of [
      await chat.thread.execute(eve, { threadId }),
      await chat.messages.execute(eve, { threadId }),
      await chat.send.execute(eve, { threadId, text: 'hi', idempotencyKey: 'e' }),
      await chat.markRead.execute(eve, { threadId, messageId: 1 }),
    ]) {
      expect(answer).toEqual({ ok: false, error: errors.notFound });
    }
    expect(await chat.threads.execute(eve, {})).toEqual({ ok: true, value: { items: [], nextCursor: null } });
  });

  it('refuses empty and too long messages, keeps markup as typed, and answers a retried send once', async () => {
    const { ada, bob, chat, threadBetween, unreadOf } = await setup();
    const threadId = await threadBetween(ada, bob);
    const send = (text: string, idempotencyKey = text.slice(0, 20)) =>
      chat.send.execute(ada, { threadId, text, idempotencyKey });
    expect(await send(' \n\u0007 ', 'blank')).toEqual({ ok: false, error: errors.chatMessageEmpty });
    expect(await send('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1))).toEqual({
      ok: false,
      error: errors.chatMessageTooLong(MAX_CHAT_MESSAGE_LENGTH),
    });
    expect(await send('😀'.repeat(MAX_CHAT_MESSAGE_LENGTH), 'emoji')).toMatchObject({ ok: true });

    const markup = await send('<img src=x onerror=alert(1)>', 'markup');
    expect(markup).toMatchObject({ ok: true, value: { text: '<img src=x onerror=alert(1)>' } });
    expect(await send('<img src=x onerror=alert(1)>', 'markup')).toEqual(markup);
    expect(await send('something else', 'markup')).toEqual({ ok: false, error: errors.idempotencyKeyReused });
    expect(await unreadOf(bob)).toBe(2);
  });

  it('pages threads by their last message and messages by id', async () => {
    const { world, ada, chat, threadBetween, send } = await setup();
    const partners: User[] = [];
    for (let i = 0; i < 32; i++) partners.push(await world.given.user(aUser().named(`pal${i}`)));
    for (const partner of partners)
      await send(partner, await threadBetween(partner, ada), `from ${partner.username}`);
    // pal0 writes again, so its thread moves to the top.
    const pal0 = partners[0] as User;
    await send(pal0, await threadBetween(pal0, ada), 'again');

    const first = await chat.threads.execute(ada, {});
    if (!first.ok) throw new Error('expected a page');
    expect(first.value.items).toHaveLength(30);
    expect(first.value.items.slice(0, 2).map((t) => t.with.username)).toEqual(['pal0', 'pal31']);
    const second = await chat.threads.execute(ada, { cursor: first.value.nextCursor ?? 0 });
    expect(second.ok && second.value).toMatchObject({ nextCursor: null });
    expect(second.ok && second.value.items.map((t) => t.with.username)).toEqual(['pal2', 'pal1']);

    const threadId = await threadBetween(ada, pal0);
    for (let i = 0; i < 55; i++) await send(ada, threadId, `m${i}`);
    const newest = await chat.messages.execute(ada, { threadId });
    if (!newest.ok) throw new Error('expected messages');
    expect(newest.value.items[0]?.text).toBe('m54');
    const older = await chat.messages.execute(ada, { threadId, cursor: newest.value.nextCursor ?? 0 });
    expect(older.ok && older.value.items.map((m) => m.text)).toEqual([
      'm4',
      'm3',
      'm2',
      'm1',
      'm0',
      'again',
      'from pal0',
    ]);
    expect(older.ok && older.value.nextCursor).toBeNull();
  });
});

describe('blocking (chat.block, chat.unblock)', () => {
  it('stops the blocked user and marks the thread for both; unblocking lets them write again', async () => {
    const { ada, bob, chat, threadBetween, send } = await setup();
    const threadId = await threadBetween(ada, bob);
    await send(bob, threadId, 'hello');

    expect(await chat.block.execute(ada, { userId: bob.id })).toEqual({ ok: true, value: { blocked: true } });
    expect(await chat.block.execute(ada, { userId: bob.id })).toEqual({ ok: true, value: { blocked: true } });
    expect(await send(bob, threadId, 'still there?')).toEqual({ ok: false, error: errors.chatBlockedByThem });
    expect(await send(ada, threadId, 'bye')).toEqual({ ok: false, error: errors.chatBlockedByYou });
    expect(await chat.thread.execute(ada, { threadId })).toMatchObject({
      ok: true,
      value: { blocked: 'byMe', cannotSend: errors.chatBlockedByYou.message },
    });
    expect(await chat.thread.execute(bob, { threadId })).toMatchObject({
      ok: true,
      value: { blocked: 'byThem', cannotSend: errors.chatBlockedByThem.message },
    });
    const adas = await chat.threads.execute(ada, {});
    expect(adas.ok && adas.value.items[0]?.blocked).toBe('byMe');

    expect(await chat.unblock.execute(ada, { userId: bob.id })).toEqual({
      ok: true,
      value: { blocked: false },
    });
    expect(await send(bob, threadId, 'thanks')).toMatchObject({ ok: true });
  });

  it('keeps a blocked user from starting a thread, and refuses blocking yourself or nobody', async () => {
    const { ada, bob, chat } = await setup();
    await chat.block.execute(ada, { userId: bob.id });
    expect(await chat.open.execute(bob, { username: ada.username })).toEqual({
      ok: false,
      error: errors.chatBlockedByThem,
    });
    expect(await chat.block.execute(ada, { userId: ada.id })).toEqual({
      ok: false,
      error: errors.cannotBlockYourself,
    });
    expect(await chat.block.execute(ada, { userId: 999_999 })).toEqual({ ok: false, error: errors.notFound });
  });

  it('refuses to send to an account deleted or banned since the thread began', async () => {
    const { world, ada, bob, chat, threadBetween, send } = await setup();
    const threadId = await threadBetween(ada, bob);
    await world.repos.users.save({ ...bob, deletedAt: world.clock.now() });
    expect(await send(ada, threadId, 'hello?')).toEqual({ ok: false, error: errors.chatUserUnavailable });
    expect(await chat.thread.execute(ada, { threadId })).toMatchObject({
      ok: true,
      value: { cannotSend: errors.chatUserUnavailable.message },
    });
    await world.repos.users.save({ ...bob, banned: true });
    expect(await send(ada, threadId, 'hello?')).toEqual({ ok: false, error: errors.chatUserUnavailable });
  });
});
