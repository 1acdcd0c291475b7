import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Basics/Tooltip',
  component: Tooltip,
  args: {
    content: 'Insufficient Buzz. Click to buy more',
    placement: 'top',
    children: <Button variant="secondary">Tip</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Insufficient Buzz. Click to buy more');
    await expect(screen.getByRole('button', { name: 'Tip' })).toHaveAccessibleDescription(
      'Insufficient Buzz. Click to buy more',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = { args: { placement: 'bottom', content: 'Copy the AIR identifier' } };
