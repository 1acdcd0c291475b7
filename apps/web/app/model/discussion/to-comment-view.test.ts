import { describe, expect, it } from 'vitest';
import type { ThreadComment } from './discussion-types';
import { toCommentView } from './to-comment-view';

const comment: ThreadComment = {
  id: 7,
  parentId: null,
  author: { id: 3, username: 'ada lovelace' },
  content: '<p>Hi</p>',
  createdAt: new Date('2026-03-01T12:00:00Z'),
  editedAt: new Date('2026-03-02T12:00:00Z'),
  hidden: false,
  deleted: false,
  reactions: [{ reaction: 'heart', count: 2, mine: true }],
  can: { reply: true, edit: false, delete: false, react: true, report: true, moderate: false },
  replies: [],
};

describe('toCommentView', () => {
  it('links the author, dates the comment and offers every reaction with its count', () => {
    expect(toCommentView(comment)).toEqual({
      id: 7,
      author: { label: 'ada lovelace', href: '/user/ada%20lovelace' },
      html: '<p>Hi</p>',
      postedAt: { iso: '2026-03-01T12:00:00.000Z', text: 'Mar 1, 2026' },
      edited: true,
      hidden: false,
      deleted: false,
      reactions: [
        { key: 'like', symbol: '👍', label: 'Like', count: 0, mine: false },
        { key: 'heart', symbol: '❤️', label: 'Love', count: 2, mine: true },
        { key: 'laugh', symbol: '😂', label: 'Laugh', count: 0, mine: false },
      ],
      can: comment.can,
    });
  });

  it('shows a deleted comment without its author', () => {
    expect(toCommentView({ ...comment, author: null, deleted: true, content: '' })).toMatchObject({
      author: null,
      deleted: true,
      html: '',
    });
  });
});
