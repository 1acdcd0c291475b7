import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Download', variant: 'primary', tone: 'brand', size: 'md', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'subtle'] },
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'caution', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', tone: 'neutral', children: 'Cancel' } };

export const SubtleCritical: Story = { args: { variant: 'subtle', tone: 'critical', children: 'Delete' } };

export const Loading: Story = {
  args: { isLoading: true, children: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {(['neutral', 'brand', 'positive', 'caution', 'critical'] as const).flatMap((tone) =>
        (['primary', 'secondary', 'subtle'] as const).map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${variant} ${tone}`}
          </Button>
        )),
      )}
    </div>
  ),
};
