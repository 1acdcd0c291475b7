import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PublishPrivateModelModal } from './PublishPrivateModelModal';

const meta = {
  title: 'Owner and moderator/PublishPrivateModelModal',
  component: PublishPrivateModelModal,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PublishPrivateModelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PublishNow: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Make this model public' }));
    await expect(dialog.getByText(/cannot be undone/)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Make public' });
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /Publish now/ }));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('publish');
  },
};

export const AsDrafts: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Make this model public' }));
    dialog.getByRole('radio', { name: /Publish now/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /Set versions to Draft/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Make public' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('draft');
  },
};

export const Publishing: Story = { args: { isPending: true } };
