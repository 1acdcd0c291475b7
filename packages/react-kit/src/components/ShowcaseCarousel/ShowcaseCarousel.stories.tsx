import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShowcaseCarousel } from './ShowcaseCarousel';
import { someSlides } from './ShowcaseCarousel.fixtures';

const meta = {
  title: 'Media/ShowcaseCarousel',
  component: ShowcaseCarousel,
  args: { slides: someSlides(5), footer: 'Posted by alice' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ShowcaseCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};

export const OnePicture: Story = { args: { slides: someSlides(1) } };

/** A version without pictures: a slim line, not an empty box. */
export const Empty: Story = {
  args: { slides: [], empty: 'No images for this version yet.', footer: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images for this version yet.')).toBeInTheDocument();
  },
};
