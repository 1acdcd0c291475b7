import { Button, RichTextEditor } from '@atelier/react-kit';
import { useState } from 'react';
import * as styles from './discussion.css';

/**
 * The rich-text editor's height with its toolbar on one row (the kit's RichTextEditor: a 10rem editing area, a
 * toolbar of 2rem buttons with 4px padding, three 1px borders), the height of its placeholder while it loads.
 */
export const EDITOR_HEIGHT = 'calc(12rem + 11px)';

type Props = {
  label: string;
  submitLabel: string;
  defaultValue?: string;
  isPending: boolean;
  /** Resolves once the server took it; the field then starts afresh. */
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** The rich-text field a comment, a reply or an edit is written in; the server sanitises what it sends. */
export function CommentComposer({
  label,
  submitLabel,
  defaultValue = '',
  isPending,
  onSubmit,
  onCancel,
}: Props) {
  const [html, setHtml] = useState(defaultValue);
  // The editor is uncontrolled: a new key after a sent comment gives an empty one.
  const [round, setRound] = useState(0);
  const submit = async () => {
    await onSubmit(html);
    setHtml('');
    setRound((n) => n + 1);
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit().catch(() => undefined);
      }}
    >
      <RichTextEditor key={round} label={label} defaultValue={defaultValue} onChange={setHtml} />
      <div className={styles.composerActions}>
        {onCancel ? (
          <Button variant="subtle" size="sm" onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" isLoading={isPending} isDisabled={html.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
