import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ResourceCarousel } from './ResourceCarousel';
import { someResources } from './ResourceCarousel.fixtures';

const onManage = fn();

const meta = {
  title: 'Model page/ResourceCarousel',
  component: ResourceCarousel,
  args: { title: 'Suggested Resources', resources: someResources(8), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResourceCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Suggested Resources' });
    await expect(within(list).getAllByRole('link')).toHaveLength(8);
  },
};

export const OwnerManage: Story = {
  args: {
    manageSlot: (
      <Button size="sm" variant="secondary" tone="neutral" onPress={onManage}>
        Manage
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage' }));
    await expect(onManage).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Empty: Story = { args: { resources: [] } };
