import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuzzButton } from './BuzzButton';

describe('BuzzButton', () => {
  it('tips the shown amount', async () => {
    const user = userEvent.setup();
    const onTip = vi.fn();
    render(<BuzzButton amount={1500} onTip={onTip} />);

    const button = screen.getByRole('button', { name: 'Tip 1,500 Buzz' });
    expect(button).toHaveTextContent('Tip 1,500');
    await user.click(button);
    expect(onTip).toHaveBeenCalledOnce();
  });

  it('when Buzz is insufficient, explains why and sends the viewer to buy more', async () => {
    const user = userEvent.setup();
    const onTip = vi.fn();
    const onBuyMore = vi.fn();
    render(
      <BuzzButton
        amount={500}
        insufficient
        insufficientTooltip="Insufficient Buzz. Click to buy more"
        onTip={onTip}
        onBuyMore={onBuyMore}
      />,
    );

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Insufficient Buzz. Click to buy more');
    expect(screen.getByRole('button')).toHaveAccessibleDescription('Insufficient Buzz. Click to buy more');
    await user.keyboard('{Enter}');
    expect(onBuyMore).toHaveBeenCalledOnce();
    expect(onTip).not.toHaveBeenCalled();
  });

  it('shows no tooltip while affordable', async () => {
    const user = userEvent.setup();
    render(<BuzzButton amount={500} insufficientTooltip="Insufficient Buzz" onTip={() => {}} />);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
