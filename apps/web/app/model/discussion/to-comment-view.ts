import type { CommentReaction } from '@atelier/domain';
import type { CommentView } from '@atelier/react-kit';
import { dateView } from '../panel/dates';
import type { ThreadComment } from './discussion-types';

/** How each reaction kind shows; the kinds themselves are the domain's. */
const REACTION_LOOK: Record<CommentReaction, { symbol: string; label: string }> = {
  like: { symbol: '👍', label: 'Like' },
  heart: { symbol: '❤️', label: 'Love' },
  laugh: { symbol: '😂', label: 'Laugh' },
};

/**
 * A comment of `comment.getThread` as the kit's card shows it. Every reaction kind gets a button (with its count,
 * zero included) so a first reaction can be given; what the viewer may do is the server's `can`, passed through.
 */
export const toCommentView = (comment: ThreadComment): CommentView => ({
  id: comment.id,
  author:
    comment.author === null
      ? null
      : { label: comment.author.username, href: `/user/${encodeURIComponent(comment.author.username)}` },
  html: comment.content,
  postedAt: dateView(comment.createdAt),
  edited: comment.editedAt !== null,
  hidden: comment.hidden,
  deleted: comment.deleted,
  reactions: (Object.keys(REACTION_LOOK) as CommentReaction[]).map((key) => {
    const given = comment.reactions.find((reaction) => reaction.reaction === key);
    return { key, ...REACTION_LOOK[key], count: given?.count ?? 0, mine: given?.mine ?? false };
  }),
  can: comment.can,
});
