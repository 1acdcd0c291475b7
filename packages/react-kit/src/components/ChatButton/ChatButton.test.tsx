import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatButton } from './ChatButton';

describe('ChatButton', () => {
  it('opens the chat from the keyboard', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    render(<ChatButton label="Chat with alice" onChat={onChat} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Chat with alice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChat).toHaveBeenCalledOnce();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChat = vi.fn();
    render(<ChatButton onChat={onChat} isDisabled />);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(onChat).not.toHaveBeenCalled();
  });
});
