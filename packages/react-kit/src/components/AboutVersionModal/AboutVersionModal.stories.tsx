import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { AboutVersionModal } from './AboutVersionModal';

const meta = {
  title: 'Owner and moderator/AboutVersionModal',
  component: AboutVersionModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    version: {
      name: 'v3.0',
      descriptionHtml: '<p>Retrained on <strong>120 images</strong> for sharper skin detail.</p>',
      baseModel: 'SDXL 1.0',
      created: { iso: '2026-10-02T10:00:00Z', text: 'Oct 2, 2026' },
      published: { iso: '2026-10-05T10:00:00Z', text: 'Oct 5, 2026' },
      files: [
        { id: 1, label: 'Model', sizeKB: 2_085_000, format: 'SafeTensor', fp: 'fp16' },
        { id: 2, label: 'Training Data', sizeKB: 144_000 },
      ],
    },
  },
} satisfies Meta<typeof AboutVersionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'About this version' }));
    await expect(dialog.getByText('SDXL 1.0')).toBeInTheDocument();
    await expect(dialog.getByText('Oct 5, 2026')).toHaveAttribute('datetime', '2026-10-05T10:00:00Z');
    await expect(dialog.getByText('Model · SafeTensor · fp16 · 1.99 GB')).toBeInTheDocument();
    await expect(dialog.getByText('120 images')).toBeInTheDocument();
  },
};

export const DraftWithoutFiles: Story = {
  args: {
    version: {
      name: 'v4.0',
      baseModel: 'Flux.1 D',
      created: { iso: '2026-11-20T10:00:00Z', text: 'Nov 20, 2026' },
      published: null,
      files: [],
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'About this version' }));
    await expect(dialog.getByText('Not published')).toBeInTheDocument();
    await expect(dialog.getByText('No files yet')).toBeInTheDocument();
    await expect(dialog.getByText('This version has no description.')).toBeInTheDocument();
  },
};
