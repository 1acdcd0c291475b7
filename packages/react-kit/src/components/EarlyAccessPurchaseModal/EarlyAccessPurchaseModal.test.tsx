import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EarlyAccessPurchaseModal, type EarlyAccessPurchaseModalProps } from './EarlyAccessPurchaseModal';
import {
  downloadOffer,
  generationOffer,
  insufficientTooltip,
  offers,
} from './EarlyAccessPurchaseModal.fixtures';

function renderModal(props: Partial<EarlyAccessPurchaseModalProps> = {}) {
  const handlers = { onPurchase: vi.fn(), onBuyBuzz: vi.fn(), onOpenChange: vi.fn() };
  render(
    <EarlyAccessPurchaseModal
      isOpen
      offers={offers}
      balance={1200}
      insufficientTooltip={insufficientTooltip}
      {...handlers}
      {...props}
    />,
  );
  return {
    ...handlers,
    dialog: within(screen.getByRole('dialog', { name: 'Get access to this Model Version!' })),
  };
}

describe('EarlyAccessPurchaseModal', () => {
  it('offers download and generation with prices and the balance, download first', () => {
    const { dialog } = renderModal();
    expect(dialog.getByRole('radio', { name: /Download/ })).toBeChecked();
    expect(dialog.getByRole('radiogroup', { name: 'Access type' })).toHaveTextContent('500 Buzz');
    expect(dialog.getByText('Your Buzz: 1,200')).toBeInTheDocument();
  });

  it('buys the chosen access with the keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, onPurchase } = renderModal();
    dialog.getByRole('radio', { name: /Download/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(dialog.getByRole('radio', { name: /Generation/ })).toBeChecked();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Get access 100 Buzz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPurchase).toHaveBeenCalledWith('generation');
  });

  it('sends the viewer to buy Buzz when the chosen access is unaffordable', async () => {
    const user = userEvent.setup();
    const { dialog, onPurchase, onBuyBuzz } = renderModal({
      balance: 200,
      offers: [{ ...downloadOffer, affordable: false }, generationOffer],
    });
    expect(dialog.getByText(insufficientTooltip)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Get access 500 Buzz' }));
    expect(onBuyBuzz).toHaveBeenCalledOnce();
    expect(onPurchase).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('radio', { name: /Generation/ }));
    expect(dialog.queryByText(insufficientTooltip)).not.toBeInTheDocument();
  });

  it('shows the success text after a purchase', () => {
    const { dialog } = renderModal({
      success: { title: 'You have successfully purchased access to this model version!', text: 'Enjoy.' },
    });
    expect(dialog.getByRole('status')).toHaveTextContent(
      'You have successfully purchased access to this model version!Enjoy.',
    );
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows "Unauthorized" with the caller text when early access is off', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderModal({ unavailable: { text: 'Please check back later.' } });
    expect(dialog.getByText('Unauthorized')).toBeInTheDocument();
    expect(dialog.getByText('Please check back later.')).toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
