import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countdownRules } from '../CountdownTimer/CountdownTimer.fixtures';
import { EarlyAccessNotice } from './EarlyAccessNotice';
import { anEarlyAccessNotice, fixedNow } from './EarlyAccessNotice.fixtures';

const now = () => fixedNow;

describe('EarlyAccessNotice', () => {
  it('shows the countdown, what is gated and the price', () => {
    render(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice()}
        onGetAccess={() => {}}
        now={now}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Early Access' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2d 3h');
    const gated = within(screen.getByRole('list', { name: 'Early access for' }));
    expect(gated.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Download', 'Generation']);
    expect(screen.getByRole('button', { name: 'Get access 500 Buzz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/articles/6341');
  });

  it('opens the purchase from the keyboard', async () => {
    const user = userEvent.setup();
    const onGetAccess = vi.fn();
    render(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice()}
        onGetAccess={onGetAccess}
        now={now}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onGetAccess).toHaveBeenCalledOnce();
  });

  it('toggles notify with its pressed state', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice()}
        onGetAccess={() => {}}
        notify={{ isNotifying: false, onToggle }}
        now={now}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Notify me when available' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);

    rerender(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice()}
        onGetAccess={() => {}}
        notify={{ isNotifying: true, onToggle }}
        now={now}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'You will be notified' }));
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('offers no purchase once the viewer has access', () => {
    render(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice({ hasAccess: true })}
        onGetAccess={() => {}}
        now={now}
      />,
    );
    expect(screen.queryByRole('button', { name: /Get access/ })).not.toBeInTheDocument();
  });

  it('shows "Ended" once the time has passed', () => {
    render(
      <EarlyAccessNotice
        countdown={countdownRules}
        notice={anEarlyAccessNotice({ endsAt: '2025-01-01T11:00:00Z' })}
        onGetAccess={() => {}}
        now={now}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Ended');
  });
});
