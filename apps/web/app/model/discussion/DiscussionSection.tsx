import type { CommentReaction } from '@atelier/domain';
import { Button, CommentCard, EmptyState, Notice, Skeleton } from '@atelier/react-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { reactionOf } from '../../api/failure';
import { lazyDialog } from '../../shared/lazy-dialog';
import { useSignInHref } from '../../shell/use-viewer';
import { CommentComposer, EDITOR_HEIGHT } from './CommentComposer';
import * as styles from './discussion.css';
import type { ThreadComment, ThreadPage } from './discussion-types';
import { toCommentView } from './to-comment-view';
import { type DiscussionApi, useDiscussion } from './use-discussion';

const ConfirmModal = lazyDialog(() => import('../../shared/kit-dialogs').then((kit) => kit.ConfirmModal));
const ReportModal = lazyDialog(() => import('../../shared/kit-dialogs').then((kit) => kit.ReportModal));

/** The composer under the discussion's title. */
const COMPOSER = { label: 'Add a comment', submitLabel: 'Post comment' };

const REPORT_REASONS = [
  { id: 'Spam or scam', label: 'Spam or scam' },
  { id: 'Harassment or hate', label: 'Harassment or hate' },
  { id: 'Violates the terms of service', label: 'Violates the terms of service' },
  { id: 'Something else', label: 'Something else' },
];

/**
 * The composer's room, shown instead of "Sign in to join the discussion" on a page served as the public one to a
 * signed-in viewer (shell/viewer-overlay.tsx marks <html> `data-signed-in` before the first paint): the viewer
 * overlay brings the open gate and the composer, of the same height, so nothing below moves when it comes.
 */
function ComposerRoom() {
  return (
    <div className={styles.composerRoom} aria-hidden="true">
      <div className={styles.composerRoomField}>
        <span className={styles.composerRoomLabel}>{COMPOSER.label}</span>
        <Skeleton height={EDITOR_HEIGHT} />
      </div>
      <div className={styles.composerActions}>
        <Button size="sm" isDisabled>
          {COMPOSER.submitLabel}
        </Button>
      </div>
    </div>
  );
}

/** Why the viewer cannot write here, as the server's gate said it (spec §5); nothing when they can. */
function Gate({ gate }: { gate: ThreadPage['gate'] }) {
  const signInHref = useSignInHref();
  if (gate.open) return null;
  switch (reactionOf(gate.code)) {
    case 'signIn':
      return (
        <>
          <p className={styles.prompt}>
            <Link to={signInHref}>Sign in to join the discussion</Link>
          </p>
          <ComposerRoom />
        </>
      );
    case 'join':
      return <Notice tone="brand" title={gate.message} action={{ label: 'Join Now', href: '/pricing' }} />;
    default:
      return <Notice title={gate.message} />;
  }
}

type ThreadProps = { modelId: number; api: DiscussionApi; comment: ThreadComment };

/** One comment with its replies, its reply and edit forms, and its report and delete dialogs. */
function CommentThreadItem({ modelId, api, comment }: ThreadProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editor = editing ? (
    <CommentComposer
      label="Edit your comment"
      submitLabel="Save"
      defaultValue={comment.content}
      isPending={api.update.isPending}
      onSubmit={async (content) => {
        await api.update.mutateAsync({ id: comment.id, content });
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : undefined;
  return (
    <li>
      <CommentCard
        comment={toCommentView(comment)}
        editor={editor}
        onReply={() => setReplying(true)}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        onReport={() => setReporting(true)}
        onToggleHidden={(hidden) => api.toggleHide.mutate({ id: comment.id, hidden })}
        onReact={(reaction) =>
          api.toggleReaction.mutate({ id: comment.id, reaction: reaction as CommentReaction })
        }
      >
        {comment.replies.length > 0 || replying ? (
          <>
            {comment.replies.length > 0 ? (
              <ul className={styles.list}>
                {comment.replies.map((reply) => (
                  <CommentThreadItem key={reply.id} modelId={modelId} api={api} comment={reply} />
                ))}
              </ul>
            ) : null}
            {replying ? (
              // Answering a reply answers its thread: the server files it under the first comment (one level).
              <CommentComposer
                label="Your reply"
                submitLabel="Post reply"
                isPending={api.create.isPending}
                onSubmit={async (content) => {
                  await api.create.mutateAsync({ modelId, content, parentId: comment.id });
                  setReplying(false);
                }}
                onCancel={() => setReplying(false)}
              />
            ) : null}
          </>
        ) : null}
      </CommentCard>
      <ReportModal
        isOpen={reporting}
        onOpenChange={setReporting}
        reasons={REPORT_REASONS}
        labels={{ title: 'Report this comment' }}
        isPending={api.report.isPending}
        onSubmit={({ reason, details }) =>
          api.report.mutate(
            { entityType: 'comment', entityId: comment.id, reason, details: details || null },
            { onSuccess: () => setReporting(false) },
          )
        }
      />
      <ConfirmModal
        isOpen={deleting}
        title="Delete this comment?"
        body="Its text is removed for everyone. Replies to it stay."
        confirmLabel="Delete"
        tone="critical"
        isPending={api.remove.isPending}
        onConfirm={() => api.remove.mutate({ id: comment.id }, { onSettled: () => setDeleting(false) })}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}

/**
 * The model's discussion (spec §5 gate, docs/community.md "Discussion"): the server's gate, the composer when it is
 * open, the threads page by page with one level of replies.
 */
export function DiscussionSection({ modelId }: { modelId: number }) {
  const api = useDiscussion(modelId);
  const pages = api.thread.data?.pages ?? [];
  const first = pages[0];
  const comments = pages.flatMap((page) => page.comments);
  const gateOpen = first?.gate.open === true;
  return (
    <section aria-labelledby="discussion-heading" className={styles.section}>
      <h2 id="discussion-heading" className={styles.title}>
        Discussion{first && first.total > 0 ? ` (${first.total})` : ''}
      </h2>
      {first === undefined ? (
        <Skeleton height={120} />
      ) : (
        <>
          <Gate gate={first.gate} />
          {gateOpen ? (
            <CommentComposer
              {...COMPOSER}
              isPending={api.create.isPending}
              onSubmit={(content) => api.create.mutateAsync({ modelId, content })}
            />
          ) : null}
          {comments.length === 0 ? (
            <EmptyState title="No comments yet" />
          ) : (
            <ul className={styles.list} aria-label="Comments">
              {comments.map((comment) => (
                <CommentThreadItem key={comment.id} modelId={modelId} api={api} comment={comment} />
              ))}
            </ul>
          )}
          {api.thread.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              isLoading={api.thread.isFetchingNextPage}
              onPress={() => api.thread.fetchNextPage()}
            >
              Show more comments
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
