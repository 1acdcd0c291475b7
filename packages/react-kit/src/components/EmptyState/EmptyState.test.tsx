import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the given text and description', () => {
    render(<EmptyState title="No results found" description="Try removing some filters." />);
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try removing some filters.')).toBeInTheDocument();
  });

  it('keeps its icon away from assistive technology', () => {
    const { container } = render(<EmptyState title="No reviews yet" icon={<SearchIcon />} />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers its action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<EmptyState title="No reviews yet" action={<Button onPress={onPress}>Add Review</Button>} />);
    await user.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
