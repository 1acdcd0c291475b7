import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../../icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip on focus', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton label="Close" icon={<CloseIcon />} onPress={onPress} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Close');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('can leave the tooltip out', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Close" icon={<CloseIcon />} showTooltip={false} />);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
