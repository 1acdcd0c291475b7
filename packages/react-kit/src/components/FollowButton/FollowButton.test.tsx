import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FollowButton } from './FollowButton';

describe('FollowButton', () => {
  it('asks to follow when not following, and shows the compact count', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FollowButton isFollowing={false} followerCount={12_345} onToggle={onToggle} />);

    expect(screen.getByText('12.3K followers')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it('asks to unfollow when following', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FollowButton isFollowing onToggle={onToggle} />);

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it('ignores presses while the request is pending', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<FollowButton isFollowing={false} isPending onToggle={onToggle} />);

    await user.click(screen.getByRole('button', { name: /Follow/ }));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('accepts translated labels', () => {
    render(
      <FollowButton
        isFollowing={false}
        followerCount={2}
        onToggle={() => {}}
        labels={{ follow: 'Suivre', followers: 'abonnés' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.getByText('2 abonnés')).toBeInTheDocument();
  });
});
