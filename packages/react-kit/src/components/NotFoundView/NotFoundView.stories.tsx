import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Pages/NotFoundView',
  component: NotFoundView,
  args: {
    title: 'Page not found',
    description: 'This model does not exist or is not available.',
    action: { label: 'Go home', href: '/' },
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found',
    );
  },
};

export const InsideAPage: Story = { args: { headingLevel: 2, action: undefined } };
