import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HashPopover } from './HashPopover';
import { hashes } from './HashPopover.fixtures';

describe('HashPopover', () => {
  it('shows the preferred type, AutoV2 by default', () => {
    render(<HashPopover hashes={hashes} onCopy={() => {}} />);
    expect(screen.getByRole('button', { name: /Hash type/ })).toHaveTextContent('AutoV2');
    expect(screen.getByText('2C0D1A0B3E')).toBeInTheDocument();
  });

  it('falls back to the first hash when the file lacks the preferred type', () => {
    render(<HashPopover hashes={hashes.slice(2)} preferredType="AutoV2" onCopy={() => {}} />);
    expect(screen.getByText('8F3C21AB')).toBeInTheDocument();
  });

  it('switches type from the keyboard, reports it, and copies the chosen hash with feedback', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const onTypeChange = vi.fn();
    render(<HashPopover hashes={hashes} onCopy={onCopy} onTypeChange={onTypeChange} />);

    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(hashes.map((h) => `${h.type}${h.hash}`));
    expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent('AutoV2');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onTypeChange).toHaveBeenCalledWith('CRC32');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(onCopy).toHaveBeenCalledWith('8F3C21AB');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveFocus();
  });
});
