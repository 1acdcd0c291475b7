import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RemovedView } from './RemovedView';

const meta = {
  title: 'Pages/RemovedView',
  component: RemovedView,
  args: {
    title: 'This resource has been removed by its owner',
    action: { label: 'Browse models', href: '/models' },
  },
} satisfies Meta<typeof RemovedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This resource has been removed by its owner' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse models' })).toHaveAttribute('href', '/models');
  },
};
