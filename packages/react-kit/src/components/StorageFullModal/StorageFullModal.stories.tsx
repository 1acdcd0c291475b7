import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { StorageFullModal } from './StorageFullModal';

const meta = {
  title: 'Model page/StorageFullModal',
  component: StorageFullModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    body: 'Your Vault is full. Upgrade your membership for more storage, or remove items to free space.',
  },
} satisfies Meta<typeof StorageFullModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Whoops: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Whoops!' }));
    await expect(dialog.getByRole('link', { name: 'Upgrade membership' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const WithManageLink: Story = { args: { manageHref: '/user/vault' } };
