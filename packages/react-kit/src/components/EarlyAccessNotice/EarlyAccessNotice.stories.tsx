import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { countdownRules } from '../CountdownTimer/CountdownTimer.fixtures';
import { EarlyAccessNotice, type EarlyAccessNoticeProps } from './EarlyAccessNotice';
import { anEarlyAccessNotice, fixedNow } from './EarlyAccessNotice.fixtures';

function WithNotify(args: EarlyAccessNoticeProps) {
  const [isNotifying, setNotifying] = useState(args.notify?.isNotifying ?? false);
  return (
    <EarlyAccessNotice
      {...args}
      notify={
        args.notify && {
          isNotifying,
          onToggle: (next) => {
            setNotifying(next);
            args.notify?.onToggle(next);
          },
        }
      }
    />
  );
}

const meta = {
  title: 'Model page/EarlyAccessNotice',
  component: EarlyAccessNotice,
  args: {
    notice: anEarlyAccessNotice(),
    onGetAccess: fn(),
    countdown: countdownRules,
    notify: { isNotifying: false, onToggle: fn() },
    now: () => fixedNow,
  },
  render: (args) => <WithNotify {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EarlyAccessNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GetAccessAndNotify: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('2d 3h');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get access 500 Buzz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGetAccess).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.notify?.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'You will be notified' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const GenerationOnly: Story = {
  args: { notice: anEarlyAccessNotice({ gated: { download: false, generation: true }, price: 100 }) },
};

export const AlreadyHasAccess: Story = { args: { notice: anEarlyAccessNotice({ hasAccess: true }) } };

export const SignedOut: Story = { args: { notify: undefined } };
