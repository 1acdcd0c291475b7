import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VaultButton } from './VaultButton';

describe('VaultButton', () => {
  it('toggles for members from the keyboard, with its pressed state', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(
      <VaultButton isInVault={false} isMember onToggle={onToggle} onUpsell={() => {}} />,
    );
    const button = screen.getByRole('button', { name: 'Save to Vault' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(true);

    rerender(<VaultButton isInVault isMember onToggle={onToggle} onUpsell={() => {}} />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('says what pressing will do in its tooltip', async () => {
    const user = userEvent.setup();
    render(<VaultButton isInVault isMember onToggle={() => {}} onUpsell={() => {}} />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('In your Vault — press to remove');
  });

  it('opens the upsell for non-members instead of toggling', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const onUpsell = vi.fn();
    render(<VaultButton isInVault={false} isMember={false} onToggle={onToggle} onUpsell={onUpsell} />);
    await user.click(screen.getByRole('button', { name: 'Save to Vault' }));
    expect(onUpsell).toHaveBeenCalledOnce();
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('ignores presses while saving', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<VaultButton isInVault={false} isMember isPending onToggle={onToggle} onUpsell={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save to Vault' }));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
