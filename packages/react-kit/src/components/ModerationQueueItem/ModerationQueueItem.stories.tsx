import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ModerationQueueItem } from './ModerationQueueItem';

const approve = fn();

const meta = {
  title: 'Moderation/ModerationQueueItem',
  component: ModerationQueueItem,
  args: {
    item: {
      title: 'Quiet Fields',
      href: '/models/12',
      badges: [{ label: 'Review request', tone: 'caution' }],
      meta: 'by ada_lumen · 28 Nov 2026, 09:00',
      lines: ['Reason: Spam or scam'],
      quote: { label: "The owner's message", text: 'I removed the shop links.' },
    },
    actions: (
      <Button size="sm" onPress={approve}>
        Approve
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <ul style={{ padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ModerationQueueItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('listitem', { name: 'Quiet Fields' });
    await expect(within(row).getByRole('link', { name: 'Quiet Fields' })).toHaveAttribute(
      'href',
      '/models/12',
    );
    await expect(within(row).getByText('I removed the shop links.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await expect(approve).toHaveBeenCalled();
  },
};

export const ReportWithoutLink: Story = {
  args: {
    item: {
      title: 'User #42',
      href: null,
      badges: [{ label: 'Report' }, { label: 'User' }],
      meta: 'Reported by visitor · 27 Nov 2026, 18:30',
      lines: ['Reason: Something else'],
      quote: null,
    },
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Report User User #42' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
