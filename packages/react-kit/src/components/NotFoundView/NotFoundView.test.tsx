import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it('shows the caller text at the heading level asked for', () => {
    render(<NotFoundView title="Page not found" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
