import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VaultUpsellModal } from './VaultUpsellModal';

describe('VaultUpsellModal', () => {
  it('pitches the vault with links to join and to learn more', () => {
    render(<VaultUpsellModal isOpen onOpenChange={() => {}} body="Keep versions safe." />);
    const dialog = within(screen.getByRole('dialog', { name: 'Keep this version in your Vault' }));
    expect(dialog.getByText('Keep versions safe.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/pricing');
    expect(dialog.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/product/vault');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<VaultUpsellModal isOpen onOpenChange={onOpenChange} body="Keep versions safe." />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
