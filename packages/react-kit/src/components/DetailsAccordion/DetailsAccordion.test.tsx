import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DetailsAccordion } from './DetailsAccordion';
import { aVersionDetailsView } from './DetailsAccordion.fixtures';

const rowsOf = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('DetailsAccordion', () => {
  it('opens the version details by default and lists every row in order', () => {
    render(<DetailsAccordion details={aVersionDetailsView()} />);
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(rowsOf()).toEqual([
      ['Type', 'LORA'],
      ['Stats', '12.3K Downloads987 Generations'],
      ['Reviews', 'Very Positive(321) (321 reviews)'],
      ['Uploaded', 'Mar 1, 2025'],
      ['Published', 'Mar 3, 2025'],
      ['Base Model', 'SDXL 1.0'],
      ['Training', 'Steps: 1,200, Epochs: 10'],
      ['Clip Skip', '2'],
      ['Strength', '0.8'],
    ]);
  });

  it('leaves out rows without a value and appends extra rows', () => {
    render(
      <DetailsAccordion
        details={aVersionDetailsView({
          published: null,
          training: { epochs: 4 },
          clipSkip: null,
          strength: null,
        })}
        extraRows={[{ key: 'hash', label: 'Hash', content: 'ABC123' }]}
      />,
    );
    expect(rowsOf().map(([term]) => term)).toEqual([
      'Type',
      'Stats',
      'Reviews',
      'Uploaded',
      'Base Model',
      'Training',
      'Hash',
    ]);
    expect(screen.getByText('Epochs: 4')).toBeInTheDocument();
  });

  it('reports open sections from the keyboard so the app can persist them', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <DetailsAccordion
        details={aVersionDetailsView()}
        sections={[{ id: 'files', title: 'Files', content: 'two files' }]}
        onOpenChange={onOpenChange}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenLastCalledWith([]);
    await user.tab();
    await user.keyboard(' ');
    expect(onOpenChange).toHaveBeenLastCalledWith(['files']);
    expect(screen.getByText('two files')).toBeVisible();
  });

  it('is controlled by openSections', () => {
    render(
      <DetailsAccordion
        details={aVersionDetailsView()}
        sections={[{ id: 'files', title: 'Files', content: 'two files' }]}
        openSections={['files']}
      />,
    );
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Files' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts its triggers in headings of the level asked for', () => {
    render(<DetailsAccordion details={aVersionDetailsView()} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
  });
});
