import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatorCard } from './CreatorCard';
import { aCreatorCardView } from './CreatorCard.fixtures';

describe('CreatorCard', () => {
  it("shows the creator's name, rank, joined date and only the stats given, in order", () => {
    render(
      <CreatorCard
        creator={aCreatorCardView({
          stats: [
            { key: 'followers', label: 'Followers', value: 12_345 },
            { key: 'likes', label: 'Likes', value: '1.1M' },
          ],
        })}
      />,
    );

    expect(screen.getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/user/alice');
    expect(screen.getByRole('link', { name: 'Rank 3 on Creators' })).toBeInTheDocument();
    expect(screen.getByText('Joined Mar 2023')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Followers', 'Likes']);
    expect(values).toEqual(['12.3K', '1.1M']);
  });

  it('makes a stat with an address a link named by its value and label', () => {
    render(
      <CreatorCard
        creator={aCreatorCardView({
          stats: [{ key: 'followers', label: 'Followers', value: 12_345, href: '/user/alice/followers' }],
        })}
      />,
    );
    expect(screen.getByRole('link', { name: '12.3K Followers' })).toHaveAttribute(
      'href',
      '/user/alice/followers',
    );
  });

  it('lists external links that say they open a new tab', () => {
    render(<CreatorCard creator={aCreatorCardView()} />);
    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('github.com (opens in a new tab)');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('wires follow, tip and chat to the callbacks', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const onTip = vi.fn();
    const onChat = vi.fn();
    render(
      <CreatorCard
        creator={aCreatorCardView()}
        follow={{ isFollowing: true, onToggle }}
        tip={{ onTip }}
        chat={{ onChat }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    await user.click(screen.getByRole('button', { name: 'Chat with alice' }));
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(onTip).toHaveBeenCalledOnce();
    expect(onChat).toHaveBeenCalledOnce();
  });

  it('hides follow, tip and chat on your own card', () => {
    render(
      <CreatorCard
        creator={aCreatorCardView()}
        isSelf
        follow={{ isFollowing: false, onToggle: () => {} }}
        tip={{ onTip: () => {} }}
        chat={{ onChat: () => {} }}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no badge when the rank has no colour and an initial when there is no avatar', () => {
    render(<CreatorCard creator={aCreatorCardView({ rank: { rank: 250, colour: null } })} />);
    expect(screen.queryByRole('link', { name: /Rank/ })).not.toBeInTheDocument();
    expect(screen.getByText('a')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the heading level the page asks for', () => {
    render(<CreatorCard creator={aCreatorCardView()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'alice' })).toBeInTheDocument();
  });
});
