import { Link } from 'react-router';
import * as styles from './chat.css';
import { unreadLabel } from './to-chat-view';
import { useChatUnreadCount } from './use-chat';

export const CHAT_PATH = '/chat';

/** The site header's link to /chat with the unread count; nothing while loading or when chat is off on this hub. */
export function HeaderChat() {
  const count = useChatUnreadCount();
  if (count === undefined) return null;
  return (
    <Link
      to={CHAT_PATH}
      className={styles.headerLink}
      aria-label={count > 0 ? `Chat, ${unreadLabel(count)}` : 'Chat'}
    >
      Chat
      {count > 0 ? (
        <span className={styles.unreadBadge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
