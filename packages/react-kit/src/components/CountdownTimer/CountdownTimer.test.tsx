import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownTimer } from './CountdownTimer';
import { countdownRules as rules } from './CountdownTimer.fixtures';

const start = Date.parse('2025-01-01T12:00:00Z');
const inFuture = (ms: number) => new Date(start + ms).toISOString();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('over an hour, redraws once a minute rather than every second', () => {
    render(<CountdownTimer rules={rules} endsAt={inFuture(2 * 3_600_000 + 30_000)} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2h 0m');

    // 31 s later the true time left is 1h 59m 59s, but the next redraw is only due at 60 s.
    advance(31_000);
    expect(timer).toHaveTextContent('2h 0m');
    advance(29_000);
    expect(timer).toHaveTextContent('1h 59m');
  });

  it('switches to a redraw every second once under an hour is left', () => {
    render(<CountdownTimer rules={rules} endsAt={inFuture(3_600_000 + 30_000)} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1h 0m');

    advance(60_000);
    expect(timer).toHaveTextContent('59m 30s');
    advance(1_000);
    expect(timer).toHaveTextContent('59m 29s');
    advance(1_000);
    expect(timer).toHaveTextContent('59m 28s');
  });

  it('shows "Ended" at zero, calls onEnd once and stops ticking', () => {
    const onEnd = vi.fn();
    render(<CountdownTimer rules={rules} endsAt={inFuture(3_000)} onEnd={onEnd} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('3s');

    advance(2_000);
    expect(timer).toHaveTextContent('1s');
    advance(1_000);
    expect(timer).toHaveTextContent('Ended');
    expect(onEnd).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the ended text straight away for a time in the past', () => {
    render(<CountdownTimer rules={{ ...rules, format: () => 'Early access ended' }} endsAt={inFuture(-1)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Early access ended');
  });

  it('reads time from the given clock', () => {
    let clock = start;
    render(<CountdownTimer rules={rules} endsAt={inFuture(10 * 60_000)} now={() => clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('10m 00s');

    clock += 4 * 60_000; // the caller's clock runs ahead of the timers
    advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('6m 00s');
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<CountdownTimer rules={rules} endsAt={inFuture(10 * 60_000)} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('carries the end time in machine-readable form', () => {
    const endsAt = inFuture(60_000);
    render(<CountdownTimer rules={rules} endsAt={endsAt} />);
    expect(screen.getByRole('timer').querySelector('time')).toHaveAttribute('dateTime', endsAt);
  });
});
