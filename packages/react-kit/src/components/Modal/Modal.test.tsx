import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a dialog named by its title, with focus inside', async () => {
    render(
      <Modal isOpen onOpenChange={() => {}} title="Report">
        <p>Why are you reporting this?</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    expect(dialog).toHaveTextContent('Why are you reporting this?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('asks to close on Escape and from its close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Report">
        <p>Body</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Modal isOpen onOpenChange={() => {}} title="Report" footer={<button type="button">Send</button>}>
          <p>Body</p>
        </Modal>
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('renders nothing while closed', async () => {
    render(
      <Modal isOpen={false} onOpenChange={() => {}} title="Report">
        <p>Body</p>
      </Modal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
