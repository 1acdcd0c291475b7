import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorageFullModal } from './StorageFullModal';

describe('StorageFullModal', () => {
  it('says "Whoops!" with the caller text and an upgrade link', () => {
    render(<StorageFullModal isOpen onOpenChange={() => {}} body="Your Vault is full." />);
    const dialog = within(screen.getByRole('alertdialog', { name: 'Whoops!' }));
    expect(dialog.getByText('Your Vault is full.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade membership' })).toHaveAttribute('href', '/pricing');
  });

  it('closes from its Close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<StorageFullModal isOpen onOpenChange={onOpenChange} body="Full." />);
    const [, close] = within(screen.getByRole('alertdialog')).getAllByRole('button', { name: 'Close' });
    await user.click(close as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers the vault page when given', () => {
    render(<StorageFullModal isOpen onOpenChange={() => {}} body="Full." manageHref="/user/vault" />);
    expect(screen.getByRole('link', { name: 'Manage Vault' })).toHaveAttribute('href', '/user/vault');
  });
});
