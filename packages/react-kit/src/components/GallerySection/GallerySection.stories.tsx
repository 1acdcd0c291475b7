import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { masonryLayout } from '../MasonryGrid/MasonryGrid.fixtures';
import { postCardGeometry, somePosts } from '../PostCard/PostCard.fixtures';
import { PostModerationMenu } from '../PostCard/PostModerationMenu';
import { GallerySection, type GallerySectionProps } from './GallerySection';
import { aToolbar } from './GallerySection.fixtures';

/** Pages of 25 arrive 600 ms after asking, until 100 posts. */
function Paging(args: GallerySectionProps) {
  const [posts, setPosts] = useState(args.posts);
  const [loading, setLoading] = useState(false);
  return (
    <GallerySection
      {...args}
      posts={posts}
      isLoadingMore={loading}
      hasMore={posts.length < 100}
      onLoadMore={() => {
        args.onLoadMore();
        setLoading(true);
        setTimeout(() => {
          setPosts((current) => [...current, ...somePosts(25, current.length + 1)]);
          setLoading(false);
        }, 600);
      }}
    />
  );
}

const meta = {
  title: 'Gallery/GallerySection',
  component: GallerySection,
  args: {
    posts: somePosts(25),
    status: 'ready',
    hasMore: true,
    isLoadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    layout: masonryLayout(6),
    geometry: postCardGeometry,
    toolbar: aToolbar({ onSort: fn(), onPeriod: fn(), onTags: fn() }),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GallerySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfiniteScroll: Story = {
  render: (args) => <Paging {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Gallery' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '25');
    await expect(canvas.getByRole('link', { name: /Add Post/ })).toHaveAttribute(
      'href',
      '/posts/create?modelId=1&modelVersionId=2',
    );
  },
};

export const WithExplorationAndModeration: Story = {
  args: {
    explorationCard: {
      height: 360,
      content: (
        <div
          style={{
            height: '100%',
            borderRadius: 12,
            padding: 16,
            boxSizing: 'border-box',
            background: 'var(--atelier-color-tone-brand-soft)',
            color: 'var(--atelier-color-tone-brand-onSoft)',
          }}
        >
          Explore generated images of this version
        </div>
      ),
    },
    toolbar: {
      ...aToolbar({ onSort: fn(), onPeriod: fn(), onTags: fn() }),
      moderationSlot: (
        <Button variant="secondary" tone="neutral">
          Gallery moderation
        </Button>
      ),
    },
  },
};

/** The owner's view: a menu on every card; at the maximum of pins, Pin is disabled with its reason. */
export const WithPostMenus: Story = {
  args: {
    posts: somePosts(8).map((post) => ({ ...post, isPinned: post.postId <= 5 })),
    renderPostMenu: (post) => (
      <PostModerationMenu
        username={post.author.username}
        isPinned={post.isPinned ?? false}
        pinDisabledReason="The gallery already has 5 pinned posts: unpin one first"
        onAction={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Gallery' });
    const item = list.querySelector<HTMLElement>('[aria-posinset="6"]') as HTMLElement;
    const sixth = within(item);
    // The menu does not change the card's height: it still fills the slot the masonry placed it in.
    await expect(sixth.getByRole('article')).toHaveStyle({ height: item.style.height });
    await userEvent.click(sixth.getByRole('button', { name: 'Moderate the post by alice' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: /Pin to the top/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const FilterByTag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('row', { name: 'watercolor' }));
    await expect(args.toolbar?.tags?.onChange).toHaveBeenCalledWith([3]);
  },
};

export const LoadingMore: Story = { args: { isLoadingMore: true } };

export const EndOfList: Story = {
  args: { posts: somePosts(7), hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You've reached the end")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { posts: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found')).toBeInTheDocument();
  },
};

export const FirstPageLoading: Story = { args: { posts: [], status: 'loading' } };

export const LoadError: Story = {
  args: { posts: [], status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
