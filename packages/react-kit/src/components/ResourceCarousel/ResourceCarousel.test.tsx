import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResourceCarousel } from './ResourceCarousel';
import { someResources } from './ResourceCarousel.fixtures';

describe('ResourceCarousel', () => {
  it('lists the resources as links under its heading', () => {
    render(<ResourceCarousel title="Suggested Resources" resources={someResources(3)} />);
    const list = screen.getByRole('list', { name: 'Suggested Resources' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/models/100?modelVersionId=200');
    expect(links[0]).toHaveTextContent('Resource 1LORAv1.0· bob');
  });

  it('shows each cover without shifting the card, and a placeholder with the type when there is none', () => {
    render(<ResourceCarousel title="Suggested Resources" resources={someResources(3)} />);
    const [withCover, , without] = screen.getAllByRole('link');
    const cover = within(withCover as HTMLElement).getByRole('presentation', { hidden: true });
    expect(cover).toHaveAttribute('width', '300');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(within(without as HTMLElement).queryByRole('presentation', { hidden: true })).toBeNull();
    expect(without?.querySelector('[aria-hidden="true"]')).toHaveTextContent('LORA');
  });

  it('reaches every card with Tab', async () => {
    const user = userEvent.setup();
    render(<ResourceCarousel title="Suggested Resources" resources={someResources(3)} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: /Resource 3/ })).toHaveFocus();
  });

  it('shows the owner slot', () => {
    render(
      <ResourceCarousel
        title="Suggested Resources"
        resources={someResources(1)}
        manageSlot={<button type="button">Manage</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Manage' })).toBeInTheDocument();
  });

  it('scrolls with arrow buttons once it overflows', async () => {
    const user = userEvent.setup();
    render(<ResourceCarousel title="Suggested Resources" resources={someResources(8)} />);
    const list = screen.getByRole('list');
    const scrollBy = vi.fn();
    Object.defineProperties(list, {
      scrollWidth: { configurable: true, value: 1600 },
      clientWidth: { configurable: true, value: 500 },
      scrollLeft: { configurable: true, value: 300 },
      scrollBy: { configurable: true, value: scrollBy },
    });
    act(() => {
      fireEvent.scroll(list);
    });
    await user.click(screen.getByRole('button', { name: 'Previous resources' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: -400 }));
  });

  it('has loading, error and empty states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<ResourceCarousel title="R" resources={[]} status="loading" />);
    expect(screen.getByText('Loading resources').closest('[aria-busy="true"]')).not.toBeNull();
    rerender(<ResourceCarousel title="R" resources={[]} status="error" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ResourceCarousel title="R" resources={[]} />);
    expect(screen.getByText('No resources yet')).toBeInTheDocument();
  });
});
