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
    await expect(canvas.getByText(/^2\.6b parameters · F16 97% · F32 3% · .+ to load$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unverified: watercolour-vae.pt' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('This file appears to be dangerous.');
  },
};

export const MissingFiles: Story = { args: { files: [], emptyText: 'This version is missing files' } };

/** The owner's page: each file has its own menu (change type or precision, delete). */
export const WithOwnerMenu: Story = {
  args: {
    fileMenu: () => [
      {
        id: 'owner',
        items: [
          { id: 'edit', label: 'Change type or precision' },
          { id: 'delete', label: 'Delete file', tone: 'critical' },
        ],
      },
    ],
    onFileAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for watercolour-vae.pt' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete file' }));
    await expect(args.onFileAction).toHaveBeenCalledWith(3, 'delete');
  },
};
