import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PostCard } from './PostCard';
import { aPostCardView, postCardGeometry } from './PostCard.fixtures';
import { PostModerationMenu } from './PostModerationMenu';

const meta = {
  title: 'Gallery/PostCard',
  component: PostCard,
  args: { post: aPostCardView(), width: 320, geometry: postCardGeometry },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Watercolour landscape 1' })).toHaveAttribute(
      'href',
      '/posts/1',
    );
    await expect(canvas.getByRole('article')).toHaveStyle({ height: '538px' });
  },
};

export const MultiImagePinned: Story = {
  args: { post: aPostCardView({ postId: 2, imageCount: 4, isPinned: true }) },
};

export const ReviewPost: Story = {
  args: { post: aPostCardView({ postId: 3, review: 'down', reactions: [] }) },
};

export const Priority: Story = { args: { isPriority: true } };

/** The owner's menu sits in the header: the card keeps the height the masonry placed it with. */
export const WithModerationMenu: Story = {
  args: {
    post: aPostCardView({ isPinned: true }),
    menu: <PostModerationMenu username="alice" isPinned onAction={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Moderate the post by alice' })).toBeInTheDocument();
    await expect(canvas.getByRole('article')).toHaveStyle({ height: '538px' });
  },
};
