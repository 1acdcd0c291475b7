import { Button, Notice, Skeleton } from '@atelier/react-kit';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../api/failure';
import { useViewer } from '../shell/use-viewer';
import { Composer } from './Composer';
import * as styles from './chat.css';
import { newestMessageId, toMessageViews } from './to-chat-view';
import { useThread } from './use-chat';

/**
 * One chat: whom it is with, its messages (oldest at the top, newest at the bottom, a live log so new ones are
 * announced), the composer, and block / unblock. What the viewer has seen is marked read.
 */
export function ThreadView({ threadId }: { threadId: number }) {
  const viewer = useViewer();
  const { head, messages, send, markRead, block, unblock } = useThread(threadId);
  const pages = messages.data?.pages ?? [];
  const newest = newestMessageId(pages);
  const unread = head.data?.unreadCount ?? 0;
  const log = useRef<HTMLDivElement>(null);
  const mark = markRead.mutate;

  useEffect(() => {
    if (newest !== null && unread > 0) mark({ threadId, messageId: newest });
  }, [mark, threadId, newest, unread]);
  useEffect(() => {
    if (newest !== null && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  if (head.isError) return <Notice tone="critical" title={failureOf(head.error).message} />;
  if (!head.data || !viewer) return <Skeleton shape="text" lines={6} />;
  const thread = head.data;
  const partner = thread.with.username;
  const views = toMessageViews(pages, viewer.id, partner);
  const blockedByMe = thread.blocked === 'byMe';
  const toggling = block.isPending || unblock.isPending;

  return (
    <section className={styles.thread} aria-labelledby="chat-thread-title">
      <div className={styles.threadHead}>
        <h2 id="chat-thread-title" className={styles.threadTitle}>
          Chat with{' '}
          {thread.with.available ? (
            <Link to={`/user/${encodeURIComponent(partner)}`}>{partner}</Link>
          ) : (
            partner
          )}
        </h2>
        <Button
          variant="secondary"
          tone={blockedByMe ? 'neutral' : 'critical'}
          size="sm"
          isLoading={toggling}
          onPress={() =>
            blockedByMe
              ? unblock.mutate({ userId: thread.with.id })
              : block.mutate({ userId: thread.with.id })
          }
        >
          {blockedByMe ? `Unblock ${partner}` : `Block ${partner}`}
        </Button>
      </div>
      {messages.hasNextPage ? (
        <Button
          variant="subtle"
          tone="neutral"
          size="sm"
          isLoading={messages.isFetchingNextPage}
          onPress={() => messages.fetchNextPage()}
        >
          Show older messages
        </Button>
      ) : null}
      <div
        ref={log}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${partner}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
      >
        <ol className={styles.messages}>
          {messages.isError ? (
            <li>
              <Notice tone="critical" title={failureOf(messages.error).message} />
            </li>
          ) : messages.isPending ? (
            <li>
              <Skeleton shape="text" lines={3} />
            </li>
          ) : views.length === 0 ? (
            <li className={styles.hint}>No messages yet. Say hello!</li>
          ) : (
            views.map((message) => (
              <li key={message.id} className={`${styles.message} ${message.mine ? styles.mine : ''}`}>
                <p className={styles.meta}>
                  <strong>{message.author}</strong>
                  <time dateTime={message.dateTime}>{message.timeLabel}</time>
                </p>
                <p className={styles.text}>{message.text}</p>
              </li>
            ))
          )}
        </ol>
      </div>
      {thread.cannotSend !== null ? (
        <Notice tone="caution" title={thread.cannotSend} role="status" />
      ) : (
        <Composer
          partner={partner}
          isSending={send.isPending}
          onSend={(text, idempotencyKey, sent) =>
            send.mutate({ threadId, text, idempotencyKey }, { onSuccess: sent })
          }
        />
      )}
    </section>
  );
}
