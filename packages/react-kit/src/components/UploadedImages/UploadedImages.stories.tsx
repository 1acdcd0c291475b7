import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadedImages } from './UploadedImages';

const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const meta = {
  title: 'Authoring/UploadedImages',
  component: UploadedImages,
  args: {
    label: 'Images of v1.0',
    images: [
      { id: 1, url: pixel, width: 832, height: 1216, alt: 'Image 1' },
      { id: 2, url: pixel, width: 1024, height: 1024, alt: 'Image 2' },
    ],
  },
} satisfies Meta<typeof UploadedImages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each image with the size the server measured. */
export const WithImages: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Images of v1.0' }));
    await expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '832 × 1216',
      '1024 × 1024',
    ]);
    await expect(list.getByRole('img', { name: 'Image 1' })).toHaveAttribute('width', '832');
  },
};

export const Empty: Story = {
  args: { images: [], emptyDescription: 'Add at least one image before publishing.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { images: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Images of v1.0' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
