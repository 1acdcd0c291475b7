import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import * as forms from '../../internal/forms.css';
import { Button } from '../Button/Button';
import * as styles from './ReviewThumbs.css';

export interface ReviewCommentLabels {
  comment: string;
  save: string;
}

/** Spec §5: the comment box grows with its lines and is collapsed (scrolls) beyond 5 rows. */
export const MAX_COMMENT_ROWS = 5;

export function commentRows(text: string, min = 2, max = MAX_COMMENT_ROWS): number {
  return Math.min(max, Math.max(min, text.split('\n').length));
}

export interface ReviewCommentProps {
  defaultValue?: string;
  onSubmit: (text: string) => void;
  isPending?: boolean;
  labels: ReviewCommentLabels;
}

/** The optional comment of a review. */
export function ReviewComment({ defaultValue = '', onSubmit, isPending, labels }: ReviewCommentProps) {
  const [text, setText] = useState(defaultValue);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isPending) onSubmit(text.trim());
      }}
    >
      <TextField value={text} onChange={setText} className={styles.commentField}>
        <Label className={forms.label}>{labels.comment}</Label>
        <TextArea rows={commentRows(text)} className={forms.textArea} />
      </TextField>
      <Button type="submit" variant="secondary" tone="neutral" size="sm" isLoading={isPending}>
        {labels.save}
      </Button>
    </form>
  );
}
