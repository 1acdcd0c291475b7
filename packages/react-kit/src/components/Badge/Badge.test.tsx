import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClockIcon } from '../../icons';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text in the given tone with a decorative icon', () => {
    const { container } = render(
      <Badge tone="caution" icon={<ClockIcon />}>
        Early Access
      </Badge>,
    );
    expect(screen.getByText('Early Access')).toHaveAttribute('data-tone', 'caution');
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
