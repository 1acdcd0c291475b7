import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClockIcon } from '../../icons';
import { Badge } from './Badge';

const meta = {
  title: 'Basics/Badge',
  component: Badge,
  args: { children: 'SafeTensor', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'caution', 'critical'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Format: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SafeTensor')).toBeInTheDocument();
  },
};

export const EarlyAccess: Story = {
  args: { children: 'Early Access', tone: 'caution', icon: <ClockIcon /> },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['neutral', 'brand', 'positive', 'caution', 'critical'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
