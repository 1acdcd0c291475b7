import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Description } from './Description';

describe('Description', () => {
  it('renders the given HTML', () => {
    render(<Description html="<p>Use <strong>wtrclr</strong></p>" isLong={false} previewHeight={200} />);
    expect(screen.getByText('wtrclr').tagName).toBe('STRONG');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('clamps a long description and expands it from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Description isLong previewHeight={460}>
        <p>Long text</p>
      </Description>,
    );
    const content = container.querySelector('[data-clamped]');
    expect(content).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-controls', content?.id);

    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('[data-clamped]')).toBeNull();

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('clips to a different class per preview height', () => {
    const { container, rerender } = render(
      <Description isLong previewHeight={200}>
        text
      </Description>,
    );
    const small = container.querySelector('[data-clamped]')?.className;
    rerender(
      <Description isLong previewHeight={460}>
        text
      </Description>,
    );
    expect(container.querySelector('[data-clamped]')?.className).not.toBe(small);
  });

  it('takes other button texts', () => {
    render(
      <Description isLong previewHeight={200} labels={{ showMore: 'Read more' }}>
        text
      </Description>,
    );
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });
});
