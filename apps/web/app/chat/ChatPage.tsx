import { errors } from '@atelier/domain';
import { Notice } from '@atelier/react-kit';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../api/failure';
import * as styles from './chat.css';
import { threadHref } from './chat-query';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { useChatEnabled, useOpenThread } from './use-chat';

/**
 * /chat and /chat/{threadId}: the viewer's chats beside the open one. `/chat?with={username}` (the creator card's
 * chat button) finds or makes the thread with that user, then shows it at its own address.
 */
export function ChatPage({ threadId }: { threadId: number | null }) {
  const enabled = useChatEnabled();
  const [searchParams] = useSearchParams();
  const withUser = searchParams.get('with');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Chat</h1>
      {enabled === false ? (
        <Notice title={errors.featureOff.message} />
      ) : (
        <>
          {withUser !== null && threadId === null ? <OpenThreadWith username={withUser} /> : null}
          <div className={styles.columns}>
            <ThreadList currentId={threadId} />
            {threadId !== null ? (
              <ThreadView key={threadId} threadId={threadId} />
            ) : (
              <p className={styles.hint}>Choose a chat to read it.</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** Opens the thread with `username` once, then replaces the address with the thread's own. */
function OpenThreadWith({ username }: { username: string }) {
  const open = useOpenThread();
  const navigate = useNavigate();
  const asked = useRef<string | null>(null);
  const mutate = open.mutate;
  useEffect(() => {
    if (asked.current === username) return;
    asked.current = username;
    mutate({ username }, { onSuccess: ({ threadId }) => navigate(threadHref(threadId), { replace: true }) });
  }, [mutate, navigate, username]);
  if (open.isError) return <Notice tone="critical" title={failureOf(open.error).message} role="alert" />;
  return (
    <p className={styles.hint} role="status">
      Opening your chat with {username}…
    </p>
  );
}
