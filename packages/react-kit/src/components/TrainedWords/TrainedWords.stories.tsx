import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrainedWords } from './TrainedWords';

const fourteen = Array.from({ length: 14 }, (_, i) => `word${i + 1}`);

const meta = {
  title: 'Model page/TrainedWords',
  component: TrainedWords,
  args: { words: fourteen, limit: 10, onCopy: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrainedWords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThenMore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Copy / })).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: '+4 more' }));
    await expect(canvas.getAllByRole('button', { name: /^Copy / })).toHaveLength(14);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy word12' }));
    await expect(args.onCopy).toHaveBeenCalledWith('word12');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied: word12');
  },
};

export const Few: Story = { args: { words: ['wtrclr', 'watercolor style'] } };
