import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commentRows } from './ReviewComment';
import { ReviewThumbs } from './ReviewThumbs';

const up = () => screen.getByRole('button', { name: /^Recommend/ });
const down = () => screen.getByRole('button', { name: /^Don't recommend/ });

describe('ReviewThumbs', () => {
  it('shows the active thumb as pressed', () => {
    render(<ReviewThumbs value="down" onChange={() => {}} />);
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(down()).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    [null, 'up', 'up'],
    ['up', 'up', null],
    ['up', 'down', 'down'],
    ['down', 'down', null],
  ] as const)('from %s, pressing %s asks for %s', async (value, pressed, next) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ReviewThumbs value={value} onChange={onChange} />);
    await user.click(pressed === 'up' ? up() : down());
    expect(onChange).toHaveBeenCalledWith(next);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ReviewThumbs value={null} onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(down()).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('down');
  });

  it('is disabled with the reason the viewer cannot review', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ReviewThumbs value={null} onChange={onChange} disabledReason="Download this version to review it." />,
    );
    expect(screen.getByText('Download this version to review it.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your review' })).toHaveAccessibleDescription(
      'Download this version to review it.',
    );
    await user.click(up());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ReviewThumbs value="up" onChange={onChange} isPending />);
    await user.click(down());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the comment only after a review, and submits it trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<ReviewThumbs value={null} onChange={() => {}} comment={{ onSubmit }} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    rerender(<ReviewThumbs value="up" onChange={() => {}} comment={{ onSubmit }} />);
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Nice  ');
    await user.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(onSubmit).toHaveBeenCalledWith('Nice');
  });

  it('grows the comment box with its lines up to 5 rows', async () => {
    const user = userEvent.setup();
    render(<ReviewThumbs value="up" onChange={() => {}} comment={{ onSubmit: () => {} }} />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('rows', '2');
    await user.type(box, 'a{Shift>}{Enter}{/Shift}b{Shift>}{Enter}{/Shift}c');
    expect(box).toHaveAttribute('rows', '3');
    expect(commentRows('1\n2\n3\n4\n5\n6\n7')).toBe(5);
  });
});
