import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuzzBalance } from './BuzzBalance';

const meta = {
  title: 'Shell/BuzzBalance',
  component: BuzzBalance,
  args: { balance: 12345, compact: '12.3k', href: '/user/buzz' },
} satisfies Meta<typeof BuzzBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Buzz balance: 12.3k (12,345)' });
    await expect(link).toHaveAttribute('href', '/user/buzz');
    await expect(within(canvasElement).getByText('12.3k')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { balance: 0, compact: '0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Buzz balance: 0' })).toBeInTheDocument();
  },
};
