import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BuzzButton } from './BuzzButton';

const meta = {
  title: 'Widgets/BuzzButton',
  component: BuzzButton,
  args: { label: 'Tip', amount: 500, insufficient: false, onTip: fn(), onBuyMore: fn() },
} satisfies Meta<typeof BuzzButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Affordable: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Tip 500 Buzz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTip).toHaveBeenCalledOnce();
  },
};

export const OpenAmount: Story = { args: { amount: undefined } };

export const Insufficient: Story = {
  args: { insufficient: true, insufficientTooltip: 'Insufficient Buzz. Click to buy more' },
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Insufficient Buzz. Click to buy more',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuyMore).toHaveBeenCalledOnce();
    await expect(args.onTip).not.toHaveBeenCalled();
  },
};

export const GetAccess: Story = { args: { label: 'Get access', amount: 1000, variant: 'primary' } };
