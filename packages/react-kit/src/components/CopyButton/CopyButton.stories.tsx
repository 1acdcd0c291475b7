import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Basics/CopyButton',
  component: CopyButton,
  args: { text: 'https://atelier.example/models/1/watercolour', label: 'Copy link', onCopy: fn() },
  argTypes: { display: { control: 'inline-radio', options: ['icon', 'text'] } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith('https://atelier.example/models/1/watercolour');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

export const WithText: Story = { args: { display: 'text' } };
