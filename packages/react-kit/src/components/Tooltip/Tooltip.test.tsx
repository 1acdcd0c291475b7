import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the hash">
        <Button>Hash</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the hash');
    expect(screen.getByRole('button', { name: 'Hash' })).toHaveAccessibleDescription('Copy the hash');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on hover after its delay', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the hash" delay={0}>
        <Button>Hash</Button>
      </Tooltip>,
    );
    // A real mouse moves over the page before it reaches the button; react-aria needs that to know it is a pointer.
    await user.hover(document.body);
    await user.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the hash');
  });

  it('stays closed when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the hash" isDisabled>
        <Button>Hash</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
