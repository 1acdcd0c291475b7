import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toast-queue';

describe('ToastRegion', () => {
  it('shows nothing until a toast is added, then its title and description in a landmark', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} aria-label="Notifications" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      queue.add({ title: 'Unable to change mode', description: 'Please try again', tone: 'critical' });
    });

    const region = await screen.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByRole('alertdialog');
    expect(toast).toHaveAccessibleName('Unable to change mode');
    expect(toast).toHaveAccessibleDescription('Please try again');
  });

  it('closes from its close button, by keyboard', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Dismiss" />);
    act(() => {
      queue.add({ title: 'Failed to save' });
    });
    const close = await screen.findByRole('button', { name: 'Dismiss' });

    act(() => close.focus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows at most the visible limit, the rest waiting their turn', async () => {
    const queue = createToastQueue({ maxVisibleToasts: 2 });
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'One' });
      queue.add({ title: 'Two' });
      queue.add({ title: 'Three' });
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(2);
  });

  it('goes away by itself after its timeout', () => {
    vi.useFakeTimers();
    try {
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        queue.add({ title: 'Saved', tone: 'positive' }, { timeout: 5000 });
      });
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(4900));
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
