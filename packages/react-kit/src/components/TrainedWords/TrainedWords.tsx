import { useId, useState } from 'react';
import { CheckIcon, CopyIcon } from '../../icons';
import { useCopyFeedback } from '../../internal/copy-feedback';
import { visuallyHidden } from '../../theme/base.css';
import { Button } from '../Button/Button';
import * as styles from './TrainedWords.css';

export interface TrainedWordsProps {
  words: string[];
  /** Writes the clipboard; a rejected promise shows no "Copied". */
  onCopy: (word: string) => unknown;
  /** How many show before "+N more": the domain's rule (spec §9: 10), passed by the presenter. */
  limit: number;
  labels?: { copy?: string; copied?: string; more?: (hidden: number) => string; less?: string };
}

/** Trigger words as copy buttons: the first `limit`, then "+N more" to show the rest. */
export function TrainedWords({ words, onCopy, limit, labels }: TrainedWordsProps) {
  const [expanded, setExpanded] = useState(false);
  const { copiedText, copy } = useCopyFeedback(onCopy);
  const listId = useId();
  const hidden = Math.max(0, words.length - limit);
  const shown = expanded ? words : words.slice(0, limit);
  const copied = labels?.copied ?? 'Copied';
  return (
    <>
      <ul id={listId} className={styles.root}>
        {shown.map((word) => (
          <li key={word}>
            <Button
              variant="secondary"
              tone={copiedText === word ? 'positive' : 'neutral'}
              size="sm"
              icon={copiedText === word ? <CheckIcon /> : <CopyIcon />}
              onPress={() => copy(word)}
            >
              <span className={visuallyHidden}>{labels?.copy ?? 'Copy'} </span>
              <span className={styles.word}>{word}</span>
            </Button>
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <Button
              variant="subtle"
              tone="brand"
              size="sm"
              aria-expanded={expanded}
              aria-controls={listId}
              onPress={() => setExpanded((value) => !value)}
            >
              {expanded ? (labels?.less ?? 'Show less') : (labels?.more?.(hidden) ?? `+${hidden} more`)}
            </Button>
          </li>
        ) : null}
      </ul>
      <span role="status" className={visuallyHidden}>
        {copiedText ? `${copied}: ${copiedText}` : ''}
      </span>
    </>
  );
}
