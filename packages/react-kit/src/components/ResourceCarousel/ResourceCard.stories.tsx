import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResourceCard } from './ResourceCard';
import { someResources } from './ResourceCarousel.fixtures';

const [withCover, , withoutCover] = someResources(3);

const meta = {
  title: 'Gallery/ResourceCard',
  component: ResourceCard,
  args: { resource: { ...(withCover as NonNullable<typeof withCover>), detail: '1.2K downloads' } },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCover: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent('Resource 1');
    await expect(link).toHaveTextContent('1.2K downloads');
  },
};

/** No picture yet: the same 3:4 box, tinted, with the model's type. */
export const WithoutCover: Story = {
  args: { resource: withoutCover as NonNullable<typeof withoutCover> },
};

/** On the first screen (the home page): the cover loads eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};
