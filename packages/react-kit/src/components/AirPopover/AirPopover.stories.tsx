import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AirPopover } from './AirPopover';

const meta = {
  title: 'Model page/AirPopover',
  component: AirPopover,
  args: {
    air: 'urn:air:sdxl:lora:atelier:1@2',
    onCopy: fn(),
    description: 'An AI Resource Identifier names this exact version in any tool that reads AIRs.',
    learnMoreHref: '/articles/11494',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AirPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndCopy: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'AIR' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy AIR' }));
    await expect(args.onCopy).toHaveBeenCalledWith('urn:air:sdxl:lora:atelier:1@2');
    await expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  },
};

export const Bare: Story = { args: { description: undefined, learnMoreHref: undefined } };
