import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton } from './FollowButton';

const meta = {
  title: 'Widgets/FollowButton',
  component: FollowButton,
  args: { isFollowing: false, followerCount: 1234, isPending: false, onToggle: fn() },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Follow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Following: Story = { args: { isFollowing: true, followerCount: 1235 } };

export const Pending: Story = { args: { isPending: true } };

/** With a caller that updates the count optimistically, as the web app does. */
export const Optimistic: Story = {
  render: function Render(args) {
    const [state, setState] = useState({ following: false, count: 99 });
    return (
      <FollowButton
        {...args}
        isFollowing={state.following}
        followerCount={state.count}
        onToggle={(follow) => {
          args.onToggle(follow);
          setState((s) => ({ following: follow, count: s.count + (follow ? 1 : -1) }));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(canvas.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    await expect(canvas.getByText('100 followers')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow' }));
    await expect(canvas.getByText('99 followers')).toBeInTheDocument();
  },
};
