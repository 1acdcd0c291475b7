import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VaultButton, type VaultButtonProps } from './VaultButton';

function Controlled(args: VaultButtonProps) {
  const [isInVault, setInVault] = useState(args.isInVault);
  return (
    <VaultButton
      {...args}
      isInVault={isInVault}
      onToggle={(next) => {
        setInVault(next);
        args.onToggle(next);
      }}
    />
  );
}

const meta = {
  title: 'Model page/VaultButton',
  component: VaultButton,
  args: { isInVault: false, isMember: true, onToggle: fn(), onUpsell: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof VaultButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberToggles: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save to Vault' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const InVault: Story = { args: { isInVault: true } };

export const Saving: Story = { args: { isPending: true } };

export const NonMemberUpsell: Story = {
  args: { isMember: false },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save to Vault' });
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onUpsell).toHaveBeenCalledOnce();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
