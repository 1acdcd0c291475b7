import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DonationGoalCard } from './DonationGoalCard';
import { aDonationGoal, donationInput } from './DonationGoalCard.fixtures';

const meta = {
  title: 'Model page/DonationGoalCard',
  component: DonationGoalCard,
  args: { goal: aDonationGoal(), onDonate: fn(), ...donationInput },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonationGoalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Donate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '3,250 / 10,000 Buzz');
    const donate = canvas.getByRole('button', { name: 'Donate' });
    await expect(donate).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buzz to donate' }), '250');
    await expect(donate).toBeEnabled();
    await userEvent.click(donate);
    await expect(args.onDonate).toHaveBeenCalledWith(250);
  },
};

export const Donating: Story = { args: { isPending: true } };

export const OwnGoal: Story = {
  args: { goal: aDonationGoal({ viewerIsCreator: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Donate' })).not.toBeInTheDocument();
  },
};

export const Reached: Story = { args: { goal: aDonationGoal({ total: 10_000, active: false }) } };

export const EarlyAccessGoal: Story = {
  args: {
    goal: aDonationGoal({
      isEarlyAccess: true,
      title: 'Unlock this version for everyone',
      description: 'Early access ends when this goal is met.',
    }),
  },
};
