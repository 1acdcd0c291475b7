import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentCard } from './CommentCard';
import { deletedWithReplies, hiddenForModerator, ownComment, reply } from './CommentCard.fixtures';

/** A comment of the model discussion; the actions shown are the server's `can`, never decided here. */
const meta = {
  title: 'Model page/CommentCard',
  component: CommentCard,
  args: {
    comment: ownComment,
    onReply: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReport: fn(),
    onToggleHidden: fn(),
    onReact: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnComment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'my notes' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(canvas.queryByRole('button', { name: 'Report comment' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Like 2' }));
    await expect(args.onReact).toHaveBeenCalledWith('like');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit comment' }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const WithReplies: Story = {
  args: {
    children: <CommentCard comment={reply} onReply={fn()} onReport={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByRole('article', { name: 'Comment by visitor' });
    await expect(within(answer).getByText('(edited)')).toBeVisible();
    await expect(within(answer).getByRole('button', { name: 'Report comment' })).toBeVisible();
  },
};

export const HiddenForModerator: Story = {
  args: { comment: hiddenForModerator },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden by a moderator')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unhide comment' }));
    await expect(args.onToggleHidden).toHaveBeenCalledWith(false);
  },
};

export const DeletedHoldingReplies: Story = {
  args: { comment: deletedWithReplies, children: <CommentCard comment={reply} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This comment was deleted.')).toBeVisible();
    await expect(canvas.getByText('Thanks, that helped.')).toBeVisible();
  },
};
