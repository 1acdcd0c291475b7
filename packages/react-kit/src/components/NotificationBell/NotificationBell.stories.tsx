import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, href: '/user/notifications' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/user/notifications');
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('0')).toBeNull();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Notifications, 250 unread' }),
    ).toBeInTheDocument();
  },
};
