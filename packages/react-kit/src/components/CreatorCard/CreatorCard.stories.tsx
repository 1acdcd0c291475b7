import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorCard } from './CreatorCard';
import { aCreatorCardView } from './CreatorCard.fixtures';

const meta = {
  title: 'Widgets/CreatorCard',
  component: CreatorCard,
  args: {
    creator: aCreatorCardView(),
    isSelf: false,
    follow: { isFollowing: false, followerCount: 12_345, onToggle: fn() },
    tip: { onTip: fn() },
    chat: { onChat: fn() },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Rank 3 on Creators' })).toBeInTheDocument();
    // Keyboard order: name, rank, the followers count (a link to the list), links, then follow, tip, chat.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'alice' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Followers/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.follow?.onToggle).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.tip?.onTip).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.chat?.onChat).toHaveBeenCalledOnce();
  },
};

export const OwnCard: Story = {
  args: { isSelf: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAvatarNoRank: Story = {
  args: {
    creator: aCreatorCardView({
      username: 'bob',
      profileHref: '/user/bob',
      rank: null,
      links: [],
      avatarUrl:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="%234c3fcf"/></svg>',
    }),
  },
};

export const InsufficientBuzz: Story = {
  args: {
    tip: { onTip: fn(), insufficient: true, insufficientTooltip: 'Insufficient Buzz. Click to buy more' },
  },
};

export const FollowOnly: Story = { args: { tip: undefined, chat: undefined } };
