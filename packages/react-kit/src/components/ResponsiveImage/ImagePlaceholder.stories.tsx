import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImagePlaceholder } from './ImagePlaceholder';

const meta = {
  title: 'Media/ImagePlaceholder',
  component: ImagePlaceholder,
  args: { label: 'LORA' },
  decorators: [(Story) => <div style={{ width: 180, aspectRatio: '3 / 4' }}>{Story()}</div>],
} satisfies Meta<typeof ImagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card without a cover: a tinted tile with the model's type, hidden from assistive technology. */
export const WithType: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('LORA');
  },
};

export const IconOnly: Story = { args: { label: undefined } };
