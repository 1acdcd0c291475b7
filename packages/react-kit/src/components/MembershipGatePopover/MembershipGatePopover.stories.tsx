import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LockIcon } from '../../icons';
import { Button } from '../Button';
import { MembershipGatePopover } from './MembershipGatePopover';

const meta = {
  title: 'Widgets/MembershipGatePopover',
  component: MembershipGatePopover,
  args: {
    message: 'You must be a Member to access this content.',
    children: (
      <Button variant="secondary" tone="neutral" icon={<LockIcon />}>
        Download
      </Button>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof MembershipGatePopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gate: Story = {
  play: async () => {
    const trigger = screen.getByRole('button', { name: 'Download' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'You must be a Member to access this content.',
    });
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/pricing');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
