import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 320, height: 240, shape: 'rect' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Avatar: Story = { args: { width: 48, height: 48, shape: 'circle' } };
export const Paragraph: Story = { args: { shape: 'text', lines: 4, width: 320, height: undefined } };

/** A creator card while loading: the layout the real card will take. */
export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={48} height={48} />
        <Skeleton shape="text" lines={2} width={160} />
      </div>
      <Skeleton height={36} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
