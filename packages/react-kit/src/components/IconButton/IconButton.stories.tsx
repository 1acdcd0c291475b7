import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ChatIcon, CloseIcon } from '../../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Basics/IconButton',
  component: IconButton,
  args: { label: 'Chat', icon: <ChatIcon />, variant: 'subtle', tone: 'neutral', size: 'md', onPress: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'subtle'] },
    tone: { control: 'inline-radio', options: ['neutral', 'brand', 'positive', 'caution', 'critical'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subtle: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Chat' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Chat');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const SecondaryCritical: Story = {
  args: { label: 'Close', icon: <CloseIcon />, variant: 'secondary', tone: 'critical' },
};
