import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PermissionsPopover } from './PermissionsPopover';
import { permissions } from './PermissionsPopover.fixtures';

describe('PermissionsPopover', () => {
  it('links to the license page of the version', () => {
    render(<PermissionsPopover permissions={permissions} versionId={42} />);
    expect(screen.getByRole('link', { name: 'View license' })).toHaveAttribute('href', '/models/license/42');
  });

  it('draws one mark per permission on its trigger', () => {
    render(<PermissionsPopover permissions={permissions} versionId={42} />);
    const marks = screen
      .getByRole('button', { name: 'License permissions' })
      .querySelectorAll('[data-allowed]');
    expect(Array.from(marks, (m) => m.getAttribute('data-allowed'))).toEqual([
      'false',
      'true',
      'true',
      'false',
      'true',
      'false',
    ]);
  });

  it('lists each permission in words, saying whether it is allowed', async () => {
    const user = userEvent.setup();
    render(<PermissionsPopover permissions={permissions} versionId={42} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'License permissions' });
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toBe('Use the model without crediting the creator: not allowed');
    expect(lines[1]).toBe('Sell images they generate: allowed');
  });
});
