import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageUploadCard } from './ImageUploadCard';

const meta = {
  title: 'Authoring/ImageUploadCard',
  component: ImageUploadCard,
  args: { uploads: [], onFilesChoose: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several images at once go to the caller. */
export const ChooseImages: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    const images = [
      new File([new Uint8Array(4)], 'a.png', { type: 'image/png' }),
      new File([new Uint8Array(4)], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(input, images);
    await expect(args.onFilesChoose).toHaveBeenCalledWith(images);
  },
};

/** One bar per image, with bytes and percent; a refused image says why and can be dismissed. */
export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'a', name: 'portrait.png', sentKB: 512, totalKB: 2048, phase: 'uploading' },
      {
        id: 'b',
        name: 'notes.txt',
        sentKB: 1,
        totalKB: 1,
        phase: 'failed',
        error: 'This file is not an image.',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading portrait.png' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Uploading: 512 KB of 2 MB (25%)');
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.txt: This file is not an image.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('b');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, hint: 'Muted users cannot add posts or reviews.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeDisabled();
    await expect(canvas.getByText('Muted users cannot add posts or reviews.')).toBeVisible();
  },
};
