import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/base.css';
import type { CommentCardLabels, CommentView } from '../../view-models/comments';
import { Button } from '../Button/Button';
import * as styles from './CommentCard.css';

export const defaultCommentCardLabels: CommentCardLabels = {
  reply: 'Reply',
  edit: 'Edit',
  delete: 'Delete',
  report: 'Report',
  hide: 'Hide',
  unhide: 'Unhide',
  edited: 'edited',
  hidden: 'Hidden by a moderator',
  deleted: 'This comment was deleted.',
  what: ' comment',
};

export interface CommentCardProps {
  comment: CommentView;
  onReply?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
  /** A moderator's hide (`true`) or unhide (`false`). */
  onToggleHidden?: (hidden: boolean) => void;
  onReact?: (key: string) => void;
  /** The id of the action running now: its button shows it is busy. */
  pendingAction?: string | null;
  labels?: Partial<CommentCardLabels>;
  /** Shown in place of the body, e.g. the edit form. */
  editor?: ReactNode;
  /** Replies and the reply form, indented under the comment. */
  children?: ReactNode;
}

/**
 * One comment of the model discussion: author, date, the server's sanitised HTML, reactions and the actions the
 * server allows (reply, edit, delete, report, a moderator's hide), then its replies. A deleted comment keeps its
 * place, without author or text, while it holds replies.
 */
export function CommentCard({
  comment,
  onReply,
  onEdit,
  onDelete,
  onReport,
  onToggleHidden,
  onReact,
  pendingAction = null,
  labels,
  editor,
  children,
}: CommentCardProps) {
  const text = { ...defaultCommentCardLabels, ...labels };
  const { can } = comment;
  // "Report comment", not "Report": the page has other Report, Edit and Delete buttons around the discussion.
  const action = (id: string, label: string, onPress: (() => void) | undefined, shown: boolean) =>
    shown && onPress ? (
      <Button variant="subtle" size="sm" onPress={onPress} isLoading={pendingAction === id}>
        {label}
        {id === 'reply' ? null : <span className={visuallyHidden}>{text.what}</span>}
      </Button>
    ) : null;
  return (
    <article
      className={styles.card}
      aria-label={comment.author ? `Comment by ${comment.author.label}` : text.deleted}
      data-hidden={comment.hidden || undefined}
    >
      {comment.deleted ? (
        <p className={styles.deleted}>{text.deleted}</p>
      ) : (
        <>
          <header className={styles.header}>
            {comment.author ? (
              <a className={styles.author} href={comment.author.href}>
                {comment.author.label}
              </a>
            ) : null}
            <time dateTime={comment.postedAt.iso}>{comment.postedAt.text}</time>
            {comment.edited ? <span>({text.edited})</span> : null}
            {comment.hidden ? <strong>{text.hidden}</strong> : null}
          </header>
          {editor ?? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: comment.html }} />
          )}
          <div className={styles.actions}>
            {comment.reactions.map((reaction) => (
              <Button
                key={reaction.key}
                variant={reaction.mine ? 'secondary' : 'subtle'}
                size="sm"
                aria-pressed={reaction.mine}
                isDisabled={!can.react || !onReact}
                onPress={() => onReact?.(reaction.key)}
              >
                {/* Named by its content ("Like 2"), so the visible count is part of the name. */}
                <span aria-hidden="true">{reaction.symbol}</span>
                <span className={visuallyHidden}>{reaction.label}</span> {reaction.count}
              </Button>
            ))}
            {action('reply', text.reply, onReply, can.reply)}
            {action('edit', text.edit, onEdit, can.edit && !editor)}
            {action('delete', text.delete, onDelete, can.delete)}
            {action('report', text.report, onReport, can.report)}
            {action(
              'hide',
              comment.hidden ? text.unhide : text.hide,
              onToggleHidden ? () => onToggleHidden(!comment.hidden) : undefined,
              can.moderate,
            )}
          </div>
        </>
      )}
      {children ? <div className={styles.replies}>{children}</div> : null}
    </article>
  );
}
