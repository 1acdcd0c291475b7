import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AirPopover } from './AirPopover';

const air = 'urn:air:sdxl:lora:atelier:1@2';

describe('AirPopover', () => {
  it('names the identifier on its trigger', () => {
    render(<AirPopover air={air} onCopy={() => {}} />);
    expect(screen.getByRole('button', { name: `AIR: ${air}` })).toBeInTheDocument();
  });

  it('opens from the keyboard, copies with feedback, and closes back to its trigger', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(
      <AirPopover air={air} onCopy={onCopy} description="Names this version." learnMoreHref="/articles/1" />,
    );

    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'AIR' });
    expect(dialog).toHaveTextContent('Names this version.');
    expect(within(dialog).getByRole('link', { name: 'What is AIR?' })).toHaveAttribute('href', '/articles/1');

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Copy AIR' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCopy).toHaveBeenCalledWith(air);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `AIR: ${air}` })).toHaveFocus();
  });
});
