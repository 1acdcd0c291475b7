import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const meta = {
  title: 'Owner and moderator/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Model actions',
    onAction: fn(),
    sections: [
      {
        id: 'owner',
        items: [
          { id: 'edit', label: 'Edit', href: '/models/1/edit' },
          { id: 'rearrange', label: 'Rearrange versions' },
          { id: 'delete', label: 'Delete', tone: 'critical' },
        ],
      },
      {
        id: 'moderator',
        title: 'Moderator',
        items: [
          { id: 'unpublish-violation', label: 'Unpublish as violation', tone: 'critical' },
          { id: 'restore', label: 'Restore', disabledReason: 'The model is not deleted' },
        ],
      },
      { id: 'empty', title: 'Nothing here', items: [] },
    ],
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnerAndModerator: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Model actions' }));
    const menu = within(await screen.findByRole('menu', { name: 'Model actions' }));
    await expect(menu.getByRole('group', { name: 'Moderator' })).toBeInTheDocument();
    await expect(menu.queryByText('Nothing here')).not.toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/models/1/edit');
    await expect(menu.getByRole('menuitem', { name: /Restore/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByText('The model is not deleted')).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Unpublish as violation' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpublish-violation');
  },
};

export const ByKeyboard: Story = {
  args: { label: 'Actions for v2.0', size: 'sm' },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Actions for v2.0' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('rearrange');
  },
};

export const NoActions: Story = {
  args: { sections: [{ id: 'owner', items: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
