import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ScanPopover } from './ScanPopover';
import { scans } from './ScanPopover.fixtures';

const meta = {
  title: 'Model page/ScanPopover',
  component: ScanPopover,
  args: { scan: scans.safe, fileName: 'watercolour.safetensors' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ScanPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Verified' });
    await expect(dialog).toHaveTextContent('This file appears to be safe.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Pending: Story = { args: { scan: scans.pending } };
export const Danger: Story = { args: { scan: scans.danger } };
export const ScanError: Story = { args: { scan: scans.error } };
