import { CheckIcon, CopyIcon } from '../../icons';
import { useCopyFeedback } from '../../internal/copy-feedback';
import { visuallyHidden } from '../../theme/base.css';
import type { ButtonSize } from '../Button/Button';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';

export interface CopyButtonProps {
  /** What gets copied. */
  text: string;
  /** Writes the clipboard (e.g. `navigator.clipboard.writeText`); a rejected promise shows no "Copied". */
  onCopy: (text: string) => unknown;
  /** Accessible name (and tooltip when icon-only), e.g. "Copy hash". */
  label: string;
  copiedLabel?: string;
  /** Icon-only (default) or a button with the label as text. */
  display?: 'icon' | 'text';
  size?: ButtonSize;
}

/** A copy button that turns into "Copied" for two seconds and announces it politely. */
export function CopyButton({
  text,
  onCopy,
  label,
  copiedLabel = 'Copied',
  display = 'icon',
  size = 'sm',
}: CopyButtonProps) {
  const { copiedText, copy } = useCopyFeedback(onCopy);
  const copied = copiedText === text;
  const current = copied ? copiedLabel : label;
  return (
    <>
      {display === 'icon' ? (
        <IconButton
          label={current}
          icon={copied ? <CheckIcon /> : <CopyIcon />}
          size={size}
          tone={copied ? 'positive' : 'neutral'}
          onPress={() => copy(text)}
          data-copied={copied || undefined}
        />
      ) : (
        <Button
          variant="secondary"
          tone={copied ? 'positive' : 'neutral'}
          size={size}
          icon={copied ? <CheckIcon /> : <CopyIcon />}
          onPress={() => copy(text)}
          data-copied={copied || undefined}
        >
          {current}
        </Button>
      )}
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
