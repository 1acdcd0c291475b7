import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { MembershipGatePopover } from './MembershipGatePopover';

const message = 'You must be a Member to access this content.';

describe('MembershipGatePopover', () => {
  it('opens from the keyboard with the message and a Join Now link to /pricing', async () => {
    const user = userEvent.setup();
    render(
      <MembershipGatePopover message={message}>
        <Button>Download</Button>
      </MembershipGatePopover>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: message });
    expect(dialog).toHaveTextContent(message);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/pricing');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <MembershipGatePopover message={message}>
        <Button>Download</Button>
      </MembershipGatePopover>,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('takes another join target and label', async () => {
    const user = userEvent.setup();
    render(
      <MembershipGatePopover message={message} joinHref="/pricing?from=vault" joinLabel="Become a member">
        <Button>Add to vault</Button>
      </MembershipGatePopover>,
    );
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/pricing?from=vault',
    );
  });
});
