import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostCard } from './PostCard';
import { aPostCardView, postCardGeometry } from './PostCard.fixtures';

describe('PostCard', () => {
  it('links the image to the post, sized up front in a picture', () => {
    render(<PostCard post={aPostCardView()} width={320} geometry={postCardGeometry} />);
    const link = screen.getByRole('link', { name: 'Watercolour landscape 1' });
    expect(link).toHaveAttribute('href', '/posts/1');
    expect(link).toHaveStyle({ height: '480px' });
    const image = within(link).getByRole('img');
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '1536');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.closest('picture')).not.toBeNull();
  });

  it('is 58 taller than its image, 8 more with several images, and says how many', () => {
    render(<PostCard post={aPostCardView({ imageCount: 3 })} width={320} geometry={postCardGeometry} />);
    expect(screen.getByRole('article')).toHaveStyle({ height: `${480 + 58 + 8}px` });
    expect(screen.getByRole('link', { name: /3 images/ })).toBeInTheDocument();
  });

  it('shows the author, reactions, the review thumb and the pin', () => {
    render(
      <PostCard
        post={aPostCardView({
          isPinned: true,
          review: 'up',
          reactions: [{ key: 'like', label: 'likes', count: 1234 }],
        })}
        width={320}
        geometry={postCardGeometry}
      />,
    );
    expect(screen.getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/user/alice');
    expect(screen.getByRole('listitem')).toHaveTextContent('1.2K1,234 likes');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
  });

  it('loads eagerly with high priority when it is one of the first cards', () => {
    render(<PostCard post={aPostCardView()} width={320} geometry={postCardGeometry} isPriority />);
    const image = screen.getByRole('img', { name: 'Watercolour landscape 1' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
