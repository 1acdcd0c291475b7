import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { masonryLayout } from '../MasonryGrid/MasonryGrid.fixtures';
import { postCardGeometry, somePosts } from '../PostCard/PostCard.fixtures';
import { GallerySection, type GallerySectionProps } from './GallerySection';
import { aToolbar } from './GallerySection.fixtures';

/** An IntersectionObserver the test drives. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  show(isIntersecting: boolean) {
    const entry = { isIntersecting } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}
const sentinel = () => FakeIntersectionObserver.instances.at(-1) as FakeIntersectionObserver;

function props(overrides: Partial<GallerySectionProps> = {}): GallerySectionProps {
  return {
    posts: somePosts(6),
    status: 'ready',
    hasMore: true,
    isLoadingMore: false,
    onLoadMore: vi.fn(),
    layout: masonryLayout(6),
    geometry: postCardGeometry,
    initialWidth: 1000,
    ...overrides,
  };
}

describe('GallerySection', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the posts in a labelled section, with the exploration card second', () => {
    render(<GallerySection {...props()} explorationCard={{ content: <p>Explore</p>, height: 300 }} />);
    const list = within(screen.getByRole('region', { name: 'Gallery' })).getByRole('list', {
      name: 'Gallery',
    });
    const items = Array.from(list.children);
    expect(items).toHaveLength(7);
    expect(items[1]).toHaveTextContent('Explore');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '7');
  });

  it('loads eagerly only the first cards', () => {
    render(<GallerySection {...props()} />);
    const eager = screen.getAllByRole('img').filter((img) => img.getAttribute('loading') === 'eager');
    expect(eager.map((img) => img.getAttribute('alt'))).toEqual(['Post 1', 'Post 2', 'Post 3']);
  });

  it('asks for the next page when the end comes into view, once per page', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<GallerySection {...props({ onLoadMore })} />);
    sentinel().show(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<GallerySection {...props({ onLoadMore, isLoadingMore: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    sentinel().show(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The page arrived and the end is still in view: ask again.
    rerender(<GallerySection {...props({ onLoadMore, posts: somePosts(12) })} />);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stops at the end of the list and says so', () => {
    const onLoadMore = vi.fn();
    render(<GallerySection {...props({ onLoadMore, hasMore: false })} />);
    sentinel().show(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText("You've reached the end")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a Load more button as a fallback', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<GallerySection {...props({ onLoadMore })} />);
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says "No results found" when empty', () => {
    render(<GallerySection {...props({ posts: [], hasMore: false })} />);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gallery' })).not.toBeInTheDocument();
  });

  it('shows a busy placeholder while the first page loads, and a retry on error', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<GallerySection {...props({ posts: [], status: 'loading' })} />);
    expect(screen.getByText('Loading the gallery').closest('[aria-busy="true"]')).not.toBeNull();

    rerender(<GallerySection {...props({ posts: [], status: 'error', onRetry })} />);
    expect(screen.getByText('Could not load the gallery.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('links to Add Post and Add Review, and reports sort, period and tag filters', async () => {
    const user = userEvent.setup();
    const handlers = { onSort: vi.fn(), onPeriod: vi.fn(), onTags: vi.fn() };
    render(<GallerySection {...props()} toolbar={aToolbar(handlers)} />);

    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute(
      'href',
      '/posts/create?modelId=1&modelVersionId=2',
    );
    expect(screen.getByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      '/posts/create?modelId=1&modelVersionId=2&reviewing=true',
    );

    await user.click(screen.getByRole('button', { name: /Sort/ }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    expect(handlers.onSort).toHaveBeenCalledWith('Newest');

    const tags = screen.getByRole('grid', { name: 'Filter by tag' });
    await user.click(within(tags).getByRole('row', { name: 'portrait' }));
    expect(handlers.onTags).toHaveBeenCalledWith([2]);
  });

  it('selects tag chips from the keyboard', async () => {
    const user = userEvent.setup();
    const handlers = { onSort: vi.fn(), onPeriod: vi.fn(), onTags: vi.fn() };
    const toolbar = aToolbar(handlers);
    render(
      <GallerySection
        {...props()}
        toolbar={{ ...toolbar, tags: { ...toolbar.tags, selectedIds: [1] } as typeof toolbar.tags }}
      />,
    );
    const first = screen.getByRole('row', { name: 'landscape' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(handlers.onTags).toHaveBeenCalledWith([1, 2]);
  });
});
