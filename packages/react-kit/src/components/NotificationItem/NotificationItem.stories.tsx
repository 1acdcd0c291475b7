import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationItem } from './NotificationItem';

const meta = {
  title: 'Shell/NotificationItem',
  component: NotificationItem,
  args: {
    notification: {
      id: 7,
      message: 'brushwork tipped you 50 Buzz.',
      kindLabel: 'Tips received',
      timeLabel: '3 hours ago',
      dateTime: '2026-11-28T09:00:00.000Z',
      read: false,
    },
    onMarkRead: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 560 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('listitem', { name: 'Unread: brushwork tipped you 50 Buzz.' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark read: brushwork tipped you 50 Buzz.' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(7);
  },
};

export const Read: Story = {
  args: {
    notification: {
      id: 8,
      message: 'A new version of "Lumen Realism" is out: v4.0.',
      kindLabel: 'New versions of models you follow or are notified about',
      timeLabel: '2 days ago',
      dateTime: '2026-11-26T09:00:00.000Z',
      read: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('listitem', { name: 'A new version of "Lumen Realism" is out: v4.0.' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Marking: Story = { args: { isMarking: true } };
