import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewLabel, reviewTone } from './ReviewLabel';

describe('ReviewLabel', () => {
  it('shows the label and compact count, and says the full count to assistive technology', () => {
    render(<ReviewLabel review={{ kind: 'positive', text: 'Positive', count: 12_345 }} />);
    const label = screen.getByText('Positive', { exact: false });
    expect(label).toHaveTextContent('Positive(12.3K) (12,345 reviews)');
    expect(label).toHaveAttribute('data-tone', 'positive');
  });

  it('links to the reviews when given an href', () => {
    render(
      <ReviewLabel
        review={{ kind: 'mixed', text: 'Mixed', count: 3, href: '/models/1/reviews?modelVersionId=2' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Mixed (3 reviews)' })).toHaveAttribute(
      'href',
      '/models/1/reviews?modelVersionId=2',
    );
  });

  it('says when there are no reviews yet', () => {
    render(<ReviewLabel review={null} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it.each([
    ['overwhelmingly-positive', 'positive'],
    ['mostly-positive', 'positive'],
    ['mixed', 'caution'],
    ['mostly-negative', 'critical'],
    ['overwhelmingly-negative', 'critical'],
  ] as const)('paints %s as %s', (kind, tone) => {
    expect(reviewTone(kind)).toBe(tone);
  });
});
