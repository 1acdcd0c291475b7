import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the text to onCopy, says "Copied" and goes back after two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCopy = vi.fn();
    render(<CopyButton text="ABC123" onCopy={onCopy} label="Copy hash" display="text" />);

    await user.click(screen.getByRole('button', { name: 'Copy hash' }));
    expect(onCopy).toHaveBeenCalledWith('ABC123');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-copied', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy hash' })).toBeInTheDocument();
  });

  it('shows no "Copied" when the copy fails', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="x" onCopy={() => Promise.reject(new Error('denied'))} label="Copy" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copy' })).not.toHaveAttribute('data-copied');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
