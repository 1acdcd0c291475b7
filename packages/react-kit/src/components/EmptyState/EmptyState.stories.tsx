import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No results found', description: 'Try removing some filters.', icon: <SearchIcon /> },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};

export const NoReviews: Story = {
  args: { title: 'No reviews yet', description: undefined, icon: undefined },
};

const onAdd = fn();
export const WithAction: Story = {
  args: {
    title: 'There are no items for this collection',
    description: undefined,
    action: <Button onPress={onAdd}>Add Post</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no items for this collection')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Post' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};
