import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('is a link to the inbox named with the unread count, the badge capped at 99+', () => {
    const { rerender } = render(<NotificationBell unreadCount={3} href="/user/notifications" />);
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/user/notifications',
    );
    rerender(<NotificationBell unreadCount={120} href="/user/notifications" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<NotificationBell unreadCount={0} href="/user/notifications" />);
    expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveAttribute('data-unread');
  });
});
