import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservedLabel } from './ReservedLabel';

describe('ReservedLabel', () => {
  it('shows and reads out the current text only, keeping one hidden room per distinct text', () => {
    const { container } = render(
      <button type="button">
        <ReservedLabel
          text="Follow"
          texts={['Follow', 'Unfollow', { text: 'Unfollow', className: 'bold' }]}
        />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Follow');
    const rooms = [...container.querySelectorAll('[aria-hidden="true"]')].map((room) => room.textContent);
    expect(rooms).toEqual(['Follow', 'Unfollow']);
  });
});
