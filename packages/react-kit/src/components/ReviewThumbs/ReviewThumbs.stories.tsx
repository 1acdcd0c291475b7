import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReviewValue } from '../../view-models/review';
import { ReviewThumbs, type ReviewThumbsProps } from './ReviewThumbs';

/** Applies the change as the app would after its optimistic update. */
function Controlled(args: ReviewThumbsProps) {
  const [value, setValue] = useState<ReviewValue>(args.value);
  return (
    <ReviewThumbs
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Model page/ReviewThumbs',
  component: ReviewThumbs,
  args: {
    value: null,
    onChange: fn(),
    counts: { up: 1234, down: 56 },
    comment: { onSubmit: fn() },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewThumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewAndComment: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('up');
    await expect(canvas.getByRole('button', { name: /Recommend/ })).toHaveAttribute('aria-pressed', 'true');
    const box = canvas.getByRole('textbox', { name: 'Comment (optional)' });
    await userEvent.type(box, 'Lovely washes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save comment' }));
    await expect(args.comment?.onSubmit).toHaveBeenCalledWith('Lovely washes.');
  },
};

export const Recommended: Story = {
  args: { value: 'up', comment: { defaultValue: 'Great!', onSubmit: fn() } },
};

export const NotRecommended: Story = { args: { value: 'down', comment: undefined } };

export const DownloadFirst: Story = {
  args: { disabledReason: 'Download this version to review it.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Recommend/ })).toBeDisabled();
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Download this version to review it.',
    );
  },
};

export const Muted: Story = { args: { disabledReason: 'You cannot review while your account is muted.' } };

export const Pending: Story = { args: { value: 'up', isPending: true } };
