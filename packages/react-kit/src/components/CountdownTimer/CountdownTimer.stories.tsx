import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountdownTimer } from './CountdownTimer';
import { countdownRules } from './CountdownTimer.fixtures';

// A fixed clock keeps the stories (and their snapshots in tests) stable.
const fixedNow = Date.parse('2025-01-01T12:00:00Z');
const clock = () => fixedNow;

const meta = {
  title: 'Widgets/CountdownTimer',
  component: CountdownTimer,
  args: { endsAt: '2025-01-03T15:30:00Z', now: clock, rules: countdownRules },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('2d 3h');
  },
};

export const Hours: Story = { args: { endsAt: '2025-01-01T15:05:00Z' } };

export const UnderAnHour: Story = {
  args: { endsAt: '2025-01-01T12:12:05Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('12m 05s');
  },
};

export const Ended: Story = {
  args: { endsAt: '2025-01-01T11:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Ended');
  },
};

/** Uses the real clock: five minutes from when the story loads, ticking every second. */
export const Live: Story = {
  args: { now: undefined, endsAt: new Date(Date.now() + 5 * 60_000).toISOString() },
};
