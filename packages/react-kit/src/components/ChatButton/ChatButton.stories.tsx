import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatButton } from './ChatButton';

const meta = {
  title: 'Widgets/ChatButton',
  component: ChatButton,
  args: { label: 'Chat with alice', onChat: fn() },
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Chat with alice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChat).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
