import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RankBadge } from './RankBadge';

describe('RankBadge', () => {
  it('shows the rank with an accessible name that says what it is', () => {
    render(<RankBadge rank={3} colour="yellow" leaderboardTitle="Creators" />);
    const badge = screen.getByRole('img', { name: 'Rank 3 on Creators' });
    expect(badge).toHaveTextContent('#3');
    expect(badge).toHaveAttribute('data-colour', 'yellow');
  });

  it('paints the colour the caller chose', () => {
    const { rerender } = render(<RankBadge rank={1} colour="blue" />);
    const blueClass = screen.getByRole('img').className;
    rerender(<RankBadge rank={1} colour="orange" />);
    expect(screen.getByRole('img').className).not.toBe(blueClass);
  });

  it('links to the leaderboard when given an href', () => {
    render(<RankBadge rank={7} colour="gray" href="/leaderboard/overall?position=7" />);
    expect(screen.getByRole('link', { name: 'Rank 7' })).toHaveAttribute(
      'href',
      '/leaderboard/overall?position=7',
    );
  });

  it('renders nothing when there is no colour (rank outside 1–100)', () => {
    const { container } = render(<RankBadge rank={101} colour={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
