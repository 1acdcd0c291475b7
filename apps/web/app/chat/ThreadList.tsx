import { errors } from '@atelier/domain';
import { Button, EmptyState, Skeleton, visuallyHidden } from '@atelier/react-kit';
import { Link } from 'react-router';
import * as styles from './chat.css';
import { threadHref } from './chat-query';
import { previewOf, unreadLabel } from './to-chat-view';
import { useThreads } from './use-chat';

/** The viewer's chats, latest activity first, each with its unread count; the open one marked current. */
export function ThreadList({ currentId }: { currentId: number | null }) {
  const threads = useThreads();
  if (threads.isPending) return <Skeleton shape="text" lines={4} />;
  const items = threads.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <nav aria-label="Chats" className={styles.threads}>
      {items.length === 0 ? (
        <EmptyState title={errors.noChats} />
      ) : (
        <ul className={styles.threadList}>
          {items.map((thread) => (
            <li key={thread.id}>
              <Link
                to={threadHref(thread.id)}
                className={styles.threadLink}
                aria-current={thread.id === currentId ? 'page' : undefined}
              >
                <span className={styles.threadName}>
                  {thread.with.username}
                  {thread.unreadCount > 0 ? (
                    <span className={visuallyHidden}> ({unreadLabel(thread.unreadCount)})</span>
                  ) : null}
                </span>
                {thread.unreadCount > 0 ? (
                  <span className={styles.unreadBadge} aria-hidden="true">
                    {thread.unreadCount > 99 ? '99+' : thread.unreadCount}
                  </span>
                ) : null}
                <span className={styles.preview}>{previewOf(thread.lastMessage?.text)}</span>
                {thread.blocked === 'byMe' ? <span className={styles.blockedNote}>Blocked</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {threads.hasNextPage ? (
        <Button
          variant="subtle"
          tone="neutral"
          size="sm"
          isLoading={threads.isFetchingNextPage}
          onPress={() => threads.fetchNextPage()}
        >
          Show older chats
        </Button>
      ) : null}
    </nav>
  );
}
