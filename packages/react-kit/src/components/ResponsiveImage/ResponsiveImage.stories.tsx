import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveImage } from './ResponsiveImage';
import { sampleBlurhash, svgPicture } from './ResponsiveImage.fixtures';

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: svgPicture(800, 1200),
    width: 800,
    height: 1200,
    alt: 'A blue picture with a pale disc',
    placeholder: sampleBlurhash,
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'A blue picture with a pale disc' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The placeholder alone: an image that never arrives keeps the BlurHash, in the box the image would take. */
export const PlaceholderOnly: Story = {
  args: { src: '/missing.png', alt: 'An image still on its way' },
};

/** `<source>`s the browser prefers to the original (here two more SVGs standing in for AVIF and WebP). */
export const WithSources: Story = {
  args: {
    sources: [{ type: 'image/svg+xml', srcSet: `${svgPicture(400, 600, '#d6a77a')} 400w` }],
    sizes: '240px',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('picture source')).toHaveLength(1);
  },
};

/** Filling a fixed box (a card of set height): the image is cropped to cover it. */
export const Fill: Story = {
  args: { fill: true },
  decorators: [(Story) => <div style={{ width: 240, height: 160 }}>{Story()}</div>],
};
