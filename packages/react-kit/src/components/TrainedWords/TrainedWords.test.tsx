import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrainedWords } from './TrainedWords';

const words = Array.from({ length: 12 }, (_, i) => `w${i + 1}`);

describe('TrainedWords', () => {
  it('shows the first ten and a "+N more" button for the rest', () => {
    render(<TrainedWords limit={10} words={words} onCopy={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Copy / }).map((b) => b.textContent)).toEqual(
      words.slice(0, 10).map((w) => `Copy ${w}`),
    );
    expect(screen.getByRole('button', { name: '+2 more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands from the keyboard and keeps focus on the toggle', async () => {
    const user = userEvent.setup();
    render(<TrainedWords limit={10} words={words} onCopy={() => {}} />);
    screen.getByRole('button', { name: '+2 more' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: /^Copy / })).toHaveLength(12);
    const toggle = screen.getByRole('button', { name: 'Show less' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('copies a word on press and announces it', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<TrainedWords limit={10} words={['wtrclr', 'paper']} onCopy={onCopy} />);
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(onCopy).toHaveBeenCalledWith('paper');
    expect(screen.getByRole('status')).toHaveTextContent('Copied: paper');
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });
});
