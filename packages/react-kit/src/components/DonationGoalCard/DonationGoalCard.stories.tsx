import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DonationGoalCard } from './DonationGoalCard';
import { aDonationGoal, DONATION_RULE_MESSAGE, donationInput } from './DonationGoalCard.fixtures';

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

/** An amount off the rule's grid stays as typed, with the reason, and Donate stays disabled. */
export const InvalidAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Buzz to donate' });
    await userEvent.type(field, '15');
    await userEvent.tab();
    await expect(field).toHaveValue('15');
    await expect(canvas.getByText(DONATION_RULE_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await expect(args.onDonate).not.toHaveBeenCalled();
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
