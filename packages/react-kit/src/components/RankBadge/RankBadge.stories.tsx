import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RankBadge } from './RankBadge';

const meta = {
  title: 'Widgets/RankBadge',
  component: RankBadge,
  args: { rank: 1, colour: 'blue', leaderboardTitle: 'Creators' },
  argTypes: { colour: { control: 'inline-radio', options: ['blue', 'yellow', 'gray', 'orange', null] } },
} satisfies Meta<typeof RankBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Third: Story = { args: { rank: 3, colour: 'yellow' } };
export const Tenth: Story = { args: { rank: 10, colour: 'gray' } };
export const Hundredth: Story = { args: { rank: 100, colour: 'orange' } };

export const AsLink: Story = {
  args: { rank: 2, colour: 'yellow', href: '/leaderboard/overall?position=2' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Rank 2 on Creators' });
    await expect(link).toHaveAttribute('href', '/leaderboard/overall?position=2');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const OutsideTheBoard: Story = {
  args: { rank: 150, colour: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const AllColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <RankBadge rank={1} colour="blue" />
      <RankBadge rank={3} colour="yellow" />
      <RankBadge rank={10} colour="gray" />
      <RankBadge rank={42} colour="orange" />
    </div>
  ),
};
