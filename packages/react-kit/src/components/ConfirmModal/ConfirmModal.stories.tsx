import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  title: 'Owner and moderator/ConfirmModal',
  component: ConfirmModal,
  args: {
    isOpen: true,
    title: 'Delete model',
    body: 'Are you sure you want to delete this model? This action is destructive and you will have to contact support to restore your data.',
    confirmLabel: 'Delete',
    tone: 'critical',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmation: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete model' }));
    await expect(dialog.getByText(/contact support to restore/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const RepublishConfirmation: Story = {
  args: {
    title: 'Republish model',
    body: 'Are you sure you want to republish this model? All of its versions will be published again.',
    confirmLabel: 'Republish',
    tone: 'brand',
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Republish model' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete model' }));
    await userEvent.click(dialog.getByRole('button', { name: /Delete/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
