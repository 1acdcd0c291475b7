import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationItem } from './NotificationItem';

const unread = {
  id: 3,
  message: 'ada tipped you 10 Buzz.',
  kindLabel: 'Tips received',
  timeLabel: 'just now',
  dateTime: '2026-11-28T12:00:00.000Z',
  read: false,
};

describe('NotificationItem', () => {
  it('offers "Mark read" while unread and hands back the id', async () => {
    const onMarkRead = vi.fn();
    render(
      <ul>
        <NotificationItem notification={unread} onMarkRead={onMarkRead} />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Unread: ada tipped you 10 Buzz.' })).toBeInTheDocument();
    expect(screen.getByText('just now')).toHaveAttribute('datetime', '2026-11-28T12:00:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: ada tipped you 10 Buzz.' }));
    expect(onMarkRead).toHaveBeenCalledWith(3);
  });

  it('shows no button once read', () => {
    render(
      <ul>
        <NotificationItem notification={{ ...unread, read: true }} onMarkRead={vi.fn()} />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'ada tipped you 10 Buzz.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
