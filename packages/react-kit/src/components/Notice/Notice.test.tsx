import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';

describe('Notice', () => {
  it('shows the title, body and action link in its tone', () => {
    render(
      <Notice
        tone="critical"
        title="This model has been unpublished"
        body="Reason: spam."
        action={{ label: 'Appeal', href: '/content/content-appeal' }}
      />,
    );
    const title = screen.getByText('This model has been unpublished');
    expect(title.closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByText('Reason: spam.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeal' })).toHaveAttribute('href', '/content/content-appeal');
  });

  it('is not a live region unless asked', () => {
    const { rerender } = render(<Notice title="Discussion is turned off for this model." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Notice title="Sent" role="status" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
  });

  it('keeps its icon from assistive technology', () => {
    const { container } = render(<Notice tone="caution" title="This version is missing files" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
