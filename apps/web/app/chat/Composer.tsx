import { Button } from '@atelier/react-kit';
import { useRef, useState } from 'react';
import * as styles from './chat.css';
import { sendsOnEnter } from './to-chat-view';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * The message field: Enter sends, Shift+Enter starts a new line. One idempotency key per message being written, so
 * a double press sends it once; the field empties when the server has it.
 */
export function Composer({
  partner,
  isSending,
  onSend,
}: {
  partner: string;
  isSending: boolean;
  onSend: (text: string, idempotencyKey: string, sent: () => void) => void;
}) {
  const [text, setText] = useState('');
  const key = useRef<string | null>(null);
  const submit = () => {
    key.current ??= newKey();
    onSend(text, key.current, () => {
      key.current = null;
      setText('');
    });
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-message" className={styles.label}>
        Message to {partner}
      </label>
      <textarea
        id="chat-message"
        className={styles.textarea}
        value={text}
        aria-describedby="chat-message-hint"
        onChange={(event) => {
          key.current = null;
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          const { key, shiftKey, nativeEvent } = event;
          if (!sendsOnEnter({ key, shiftKey, isComposing: nativeEvent.isComposing })) return;
          event.preventDefault();
          if (!isSending) submit();
        }}
      />
      <p id="chat-message-hint" className={styles.hint}>
        Enter sends; Shift+Enter starts a new line.
      </p>
      <div className={styles.composerActions}>
        <Button type="submit" variant="primary" tone="brand" size="sm" isLoading={isSending}>
          Send
        </Button>
      </div>
    </form>
  );
}
