import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { VaultUpsellModal } from './VaultUpsellModal';

const meta = {
  title: 'Model page/VaultUpsellModal',
  component: VaultUpsellModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    body: 'Members can keep versions in a cloud Vault, safe even if the creator removes them.',
  },
} satisfies Meta<typeof VaultUpsellModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upsell: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Keep this version in your Vault' }));
    await expect(dialog.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/pricing');
    await expect(dialog.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/product/vault');
  },
};
