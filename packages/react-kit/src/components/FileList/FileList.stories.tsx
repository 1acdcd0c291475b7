import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FileList } from './FileList';
import { files } from './FileList.fixtures';

const meta = {
  title: 'Model page/FileList',
  component: FileList,
  args: { files, onDownload: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Unverified: watercolour-vae.pt' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('This file appears to be dangerous.');
  },
};

export const MissingFiles: Story = { args: { files: [], emptyText: 'This version is missing files' } };
