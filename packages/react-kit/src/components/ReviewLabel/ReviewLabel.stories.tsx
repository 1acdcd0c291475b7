import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReviewLabelKind } from '../../view-models/review';
import { ReviewLabel } from './ReviewLabel';

const meta = {
  title: 'Model page/ReviewLabel',
  component: ReviewLabel,
  args: {
    review: {
      kind: 'very-positive',
      text: 'Very Positive',
      count: 1234,
      href: '/models/1/reviews?modelVersionId=2',
    },
  },
} satisfies Meta<typeof ReviewLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VeryPositive: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Very Positive (1,234 reviews)');
    await expect(link).toHaveTextContent('Very Positive(1.2K)');
  },
};

export const Mixed: Story = { args: { review: { kind: 'mixed', text: 'Mixed', count: 8 } } };

export const NoReviews: Story = {
  args: { review: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeInTheDocument();
  },
};

const all: [ReviewLabelKind, string][] = [
  ['overwhelmingly-positive', 'Overwhelmingly Positive'],
  ['very-positive', 'Very Positive'],
  ['positive', 'Positive'],
  ['mostly-positive', 'Mostly Positive'],
  ['mixed', 'Mixed'],
  ['mostly-negative', 'Mostly Negative'],
  ['negative', 'Negative'],
  ['very-negative', 'Very Negative'],
  ['overwhelmingly-negative', 'Overwhelmingly Negative'],
];

export const AllLabels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {all.map(([kind, text]) => (
        <ReviewLabel key={kind} review={{ kind, text, count: 640 }} />
      ))}
    </div>
  ),
};
