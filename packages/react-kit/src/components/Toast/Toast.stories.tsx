import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toast-queue';

const queue = createToastQueue();

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: { queue, closeLabel: 'Close' },
  argTypes: { queue: { control: false } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        tone="positive"
        onPress={() =>
          args.queue.add(
            { title: 'You have successfully purchased access to this model version!', tone: 'positive' },
            { timeout: 5000 },
          )
        }
      >
        Success
      </Button>
      <Button
        tone="critical"
        onPress={() => args.queue.add({ title: 'Failed to donate to goal.', tone: 'critical' })}
      >
        Error
      </Button>
      <Button
        tone="neutral"
        onPress={() =>
          args.queue.add({
            title: 'Unable to change mode',
            description: 'There was an error while performing your request',
          })
        }
      >
        With description
      </Button>
      <ToastRegion {...args} />
    </div>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Failed to donate to goal.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
