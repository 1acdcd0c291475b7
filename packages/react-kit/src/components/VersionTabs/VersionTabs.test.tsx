import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VersionTabs } from './VersionTabs';
import { someVersions } from './VersionTabs.fixtures';

describe('VersionTabs', () => {
  it('moves between versions with the arrow keys and reports the chosen id', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<VersionTabs versions={someVersions} selectedId={30} onSelect={onSelect} />);

    await user.tab();
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith(20);
    await user.keyboard('{End}');
    expect(onSelect).toHaveBeenLastCalledWith(10);
  });

  it('is controlled: the selection follows selectedId', () => {
    const { rerender } = render(
      <VersionTabs versions={someVersions} selectedId={30} onSelect={() => {}}>
        panel
      </VersionTabs>,
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('v3.0');
    rerender(
      <VersionTabs versions={someVersions} selectedId={10} onSelect={() => {}}>
        panel
      </VersionTabs>,
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('v1.0');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('v1.0');
  });

  it('renders the menu slot for the selected version, outside the tab list', () => {
    render(
      <VersionTabs
        versions={someVersions}
        selectedId={20}
        onSelect={() => {}}
        renderMenu={(version) => <button type="button">{`Menu of ${version.name}`}</button>}
      />,
    );
    const menu = screen.getByRole('button', { name: 'Menu of v2.0' });
    expect(screen.getByRole('tablist')).not.toContainElement(menu);
  });

  it('marks incomplete versions and shows the hint of the selected one', () => {
    render(
      <VersionTabs
        versions={[{ id: 1, name: 'v1', incompleteHint: 'Add files' }]}
        selectedId={1}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: 'v1 (Add files)' })).toHaveAttribute('data-incomplete', 'true');
    expect(screen.getByText('Add files', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows arrow buttons only when the bar overflows, and scrolls with them', async () => {
    const user = userEvent.setup();
    render(<VersionTabs versions={someVersions} selectedId={30} onSelect={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Scroll versions forward' })).not.toBeInTheDocument();

    const scroller = screen.getByRole('tablist').parentElement as HTMLElement;
    const scrollBy = vi.fn();
    Object.defineProperties(scroller, {
      scrollWidth: { configurable: true, value: 900 },
      clientWidth: { configurable: true, value: 300 },
      scrollBy: { configurable: true, value: scrollBy },
    });
    act(() => {
      fireEvent.scroll(scroller);
    });

    expect(screen.getByRole('button', { name: 'Scroll versions back' })).toBeDisabled();
    const forward = screen.getByRole('button', { name: 'Scroll versions forward' });
    expect(forward).not.toBeDisabled();
    await user.click(forward);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 240 }));
  });
});
