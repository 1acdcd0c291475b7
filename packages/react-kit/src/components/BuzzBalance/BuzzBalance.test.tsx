import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuzzBalance } from './BuzzBalance';

describe('BuzzBalance', () => {
  it('shows the compact number and names the full balance, linking to the Buzz page', () => {
    render(<BuzzBalance balance={1500} compact="1.5k" href="/user/buzz" />);
    expect(screen.getByRole('link', { name: 'Buzz balance: 1.5k (1,500)' })).toHaveAttribute(
      'href',
      '/user/buzz',
    );
    expect(screen.getByText('1.5k')).toBeInTheDocument();
  });
});
