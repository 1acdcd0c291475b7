import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MasonryGrid } from './MasonryGrid';
import { masonryLayout } from './MasonryGrid.fixtures';

/** A ResizeObserver the test drives, standing in for the browser's layout. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  resize(width: number) {
    const entry = { contentRect: { width } } as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

const items = Array.from({ length: 10 }, (_, i) => ({ id: i, title: `Post ${i}` }));

function renderGrid({ maxColumns, initialWidth }: { maxColumns?: number; initialWidth?: number } = {}) {
  return render(
    <MasonryGrid
      layout={masonryLayout(maxColumns)}
      initialWidth={initialWidth}
      items={items}
      getItemKey={(item) => item.id}
      renderItem={(item) => <span>{item.title}</span>}
      aria-label="Posts"
    />,
  );
}

const columnsOf = () =>
  Array.from(screen.getByRole('list', { name: 'Posts' }).children).map((column) =>
    within(column as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  );

describe('MasonryGrid', () => {
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders every item through renderItem, as a list', () => {
    renderGrid();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Post 9')).toBeInTheDocument();
  });

  it('lays items out in as many columns as the container width allows', () => {
    renderGrid({ initialWidth: 1000 });
    expect(columnsOf()).toEqual([
      ['Post 0', 'Post 3', 'Post 6', 'Post 9'],
      ['Post 1', 'Post 4', 'Post 7'],
      ['Post 2', 'Post 5', 'Post 8'],
    ]);
  });

  it('reflows when the container is resized', () => {
    renderGrid({ initialWidth: 1000 });
    const observer = FakeResizeObserver.instances[0];

    act(() => observer?.resize(360));
    expect(columnsOf()).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveStyle({ width: '360px' });

    act(() => observer?.resize(700));
    expect(columnsOf()).toHaveLength(2);
  });

  it('takes its column count from the layout rule', () => {
    renderGrid({ initialWidth: 4000, maxColumns: 6 });
    expect(columnsOf()).toHaveLength(6);
  });

  it('sizes a lone column as the layout rule says', () => {
    renderGrid({ initialWidth: 600 });
    expect(columnsOf()).toHaveLength(1);
    expect(screen.getByRole('list')).toHaveStyle({ width: '450px' });
  });
});
