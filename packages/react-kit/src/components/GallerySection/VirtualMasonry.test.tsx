import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { masonryLayout } from '../MasonryGrid/MasonryGrid.fixtures';
import { VirtualMasonry } from './VirtualMasonry';

const items = Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Card ${i}` }));

function renderGrid() {
  return render(
    <VirtualMasonry
      layout={masonryLayout(6)}
      items={items}
      getKey={(item) => item.id}
      getHeight={() => 400}
      renderItem={(item) => <a href={`/posts/${item.id}`}>{item.title}</a>}
      initialWidth={360}
      overscan={400}
      aria-label="Posts"
    />,
  );
}

/** Moves the grid's top edge to `top` px relative to the viewport, as scrolling the page would. */
function scrollGridTo(top: number) {
  const container = screen.getByRole('list', { name: 'Posts' }).parentElement as HTMLElement;
  container.getBoundingClientRect = () => ({ top }) as DOMRect;
  act(() => {
    fireEvent.scroll(window);
  });
}

const renderedTitles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('VirtualMasonry', () => {
  it('renders only the cards near the viewport, and the whole height', () => {
    renderGrid();
    const titles = renderedTitles();
    expect(titles[0]).toBe('Card 0');
    expect(titles.length).toBeLessThan(10);
    // One 360 px column: 100 cards of 400 with 16 px gaps.
    expect(screen.getByRole('list', { name: 'Posts' })).toHaveStyle({ height: `${100 * 416 - 16}px` });
  });

  it('swaps cards as the page scrolls', () => {
    renderGrid();
    scrollGridTo(-20_000);
    const titles = renderedTitles();
    expect(titles).not.toContain('Card 0');
    expect(titles).toContain('Card 48');
    const first = screen.getAllByRole('listitem')[0];
    expect(Number(first?.getAttribute('aria-posinset'))).toBeGreaterThan(40);
  });

  it('keeps the focused card rendered after it scrolls away', () => {
    renderGrid();
    act(() => {
      screen.getByRole('link', { name: 'Card 1' }).focus();
    });
    scrollGridTo(-20_000);
    expect(screen.getByRole('link', { name: 'Card 1' })).toHaveFocus();
    expect(renderedTitles()[0]).toBe('Card 1');
  });
});
