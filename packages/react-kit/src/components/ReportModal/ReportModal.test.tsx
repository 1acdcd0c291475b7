import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportModal } from './ReportModal';
import { reportReasons } from './ReportModal.fixtures';

function renderModal(isPending = false) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ReportModal
      isOpen
      onOpenChange={onOpenChange}
      reasons={reportReasons}
      onSubmit={onSubmit}
      isPending={isPending}
    />,
  );
  return { onSubmit, onOpenChange, dialog: within(screen.getByRole('dialog', { name: 'Report' })) };
}

describe('ReportModal', () => {
  it('needs a reason before it can be sent', () => {
    const { dialog } = renderModal();
    expect(dialog.getByRole('radiogroup', { name: 'Why are you reporting this?' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Submit report' })).toBeDisabled();
  });

  it('sends the chosen reason and details, by keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderModal();
    dialog.getByRole('radio', { name: 'Violates terms of service' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(dialog.getByRole('radio', { name: /I own this model/ })).toBeChecked();
    await user.tab();
    await user.keyboard('  It is mine  ');
    await user.tab();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Submit report' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'ownership', details: 'It is mine' });
  });

  it('cancels', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderModal();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not send twice while pending', async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderModal(true);
    await user.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(dialog.getByRole('button', { name: /Submit report/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
