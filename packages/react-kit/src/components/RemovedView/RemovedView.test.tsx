import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemovedView } from './RemovedView';

describe('RemovedView', () => {
  it('is the page heading with the caller text and a way onwards', () => {
    render(
      <RemovedView
        title="This resource has been removed by its owner"
        description="Support can restore it."
        action={{ label: 'Browse models', href: '/models' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This resource has been removed by its owner',
    );
    expect(screen.getByText('Support can restore it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse models' })).toHaveAttribute('href', '/models');
  });
});
