import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScanPopover } from './ScanPopover';
import { scans } from './ScanPopover.fixtures';

describe('ScanPopover', () => {
  it('names the verdict and the file on its trigger', () => {
    render(<ScanPopover scan={scans.danger} fileName="model.ckpt" />);
    expect(screen.getByRole('button', { name: 'Unverified: model.ckpt' })).toHaveAttribute(
      'data-scan-result',
      'Danger',
    );
  });

  it('opens from the keyboard with the verdict, the scan text and the details', async () => {
    const user = userEvent.setup();
    render(<ScanPopover scan={scans.safe} />);
    await user.tab();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Verified' });
    expect(dialog).toHaveTextContent('This file appears to be safe.');
    expect(dialog).toHaveTextContent('Pickle scan: No dangerous imports');
    expect(dialog).toHaveTextContent('Scanned Mar 3, 2025');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Verified' })).toHaveFocus();
  });

  it.each([
    ['pending', "This file hasn't been scanned yet, check back soon."],
    ['error', "We couldn't scan this file. Be extra cautious."],
  ] as const)('shows the %s text', async (which, text) => {
    const user = userEvent.setup();
    render(<ScanPopover scan={scans[which]} />);
    await user.click(screen.getByRole('button', { name: 'Unverified' }));
    expect(await screen.findByRole('dialog', { name: 'Unverified' })).toHaveTextContent(text);
  });
});
