import type { CommentView } from '../../view-models/comments';

const everything = { reply: true, edit: true, delete: true, react: true, report: false, moderate: false };

export const ownComment: CommentView = {
  id: 1,
  author: { label: 'member', href: '/user/member' },
  html: '<p>Works well at <strong>0.7</strong> strength. See <a href="https://example.com" rel="nofollow ugc noopener">my notes</a>.</p>',
  postedAt: { iso: '2026-03-01T12:00:00.000Z', text: 'Mar 1, 2026' },
  edited: false,
  hidden: false,
  deleted: false,
  reactions: [{ key: 'like', symbol: '👍', label: 'Like', count: 2, mine: true }],
  can: everything,
};

export const reply: CommentView = {
  ...ownComment,
  id: 2,
  author: { label: 'visitor', href: '/user/visitor' },
  html: '<p>Thanks, that helped.</p>',
  edited: true,
  reactions: [],
  can: { ...everything, edit: false, delete: false, report: true },
};

export const hiddenForModerator: CommentView = {
  ...reply,
  id: 3,
  hidden: true,
  can: { ...reply.can, moderate: true, delete: true },
};

export const deletedWithReplies: CommentView = {
  ...ownComment,
  id: 4,
  author: null,
  html: '',
  deleted: true,
  reactions: [],
  can: { reply: false, edit: false, delete: false, react: false, report: false, moderate: false },
};
