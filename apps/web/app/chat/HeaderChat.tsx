import { visuallyHidden } from '@atelier/react-kit';
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
    // The name comes from the content ("Chat (1 unread message)"), not an aria-label, so it always holds the text
    // on screen (WCAG 2.5.3); the badge is for the eye, the hidden words for the ear.
    <Link to={CHAT_PATH} className={styles.headerLink}>
      Chat
      {count > 0 ? (
        <>
          <span className={styles.unreadBadge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className={visuallyHidden}> ({unreadLabel(count)})</span>
        </>
      ) : null}
    </Link>
  );
}
