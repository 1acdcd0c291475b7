import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UnpublishViolationModal } from './UnpublishViolationModal';

const meta = {
  title: 'Owner and moderator/UnpublishViolationModal',
  component: UnpublishViolationModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    reasons: [
      { id: 'no-posts', label: 'Missing images' },
      { id: 'real-person', label: 'Depicts a real person without consent' },
      { id: 'spam', label: 'Spam' },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof UnpublishViolationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish as violation' }));
    const submit = dialog.getByRole('button', { name: 'Unpublish' });
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Depicts a real person without consent' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Message to the owner/ }), '  See our rules. ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'real-person',
      customMessage: 'See our rules.',
    });
  },
};

export const ReasonOnly: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Unpublish as violation' }));
    dialog.getByRole('button', { name: /Reason/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Spam' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam' });
  },
};

export const Unpublishing: Story = { args: { isPending: true } };
