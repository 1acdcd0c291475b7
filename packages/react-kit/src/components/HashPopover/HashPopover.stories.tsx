import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HashPopover } from './HashPopover';
import { hashes } from './HashPopover.fixtures';

const meta = {
  title: 'Model page/HashPopover',
  component: HashPopover,
  args: { hashes, preferredType: 'AutoV2', onCopy: fn(), onTypeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HashPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchTypeAndCopy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2C0D1A0B3E')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /CRC32/ }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('CRC32');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy CRC32 hash' }));
    await expect(args.onCopy).toHaveBeenCalledWith('8F3C21AB');
  },
};

export const NoPreferredTypeOnFile: Story = { args: { hashes: hashes.filter((h) => h.type !== 'AutoV2') } };
