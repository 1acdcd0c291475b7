import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExplorationPromptsEditor } from './ExplorationPromptsEditor';

const meta = {
  title: 'Owner and moderator/ExplorationPromptsEditor',
  component: ExplorationPromptsEditor,
  args: {
    prompts: [
      { name: 'Portrait', prompt: 'portrait of a woman, soft window light' },
      { name: 'Landscape', prompt: 'misty mountains at dawn' },
    ],
    onSave: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExplorationPromptsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddEditDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add prompt' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Display name/ }), 'Still life');
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prompt/ }), ' fruit bowl, oil painting ');
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Still life',
      prompt: 'fruit bowl, oil painting',
    });
    await expect(canvas.getByRole('textbox', { name: /Display name/ })).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Landscape' }));
    const item = within(canvas.getByText('Landscape').closest('li') as HTMLElement);
    await expect(item.queryByRole('textbox', { name: /Display name/ })).not.toBeInTheDocument();
    const prompt = item.getByRole('textbox', { name: /Prompt/ });
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'misty mountains at dusk');
    await userEvent.click(item.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Landscape',
      prompt: 'misty mountains at dusk',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Portrait' }));
    await expect(args.onDelete).toHaveBeenCalledWith('Portrait');
  },
};

export const DeleteFailed: Story = {
  args: { deletingName: null, error: 'Unable to delete prompt. Please try again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to delete prompt. Please try again',
    );
  },
};

export const Deleting: Story = { args: { deletingName: 'Portrait' } };

export const Empty: Story = {
  args: { prompts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No exploration prompts yet.')).toBeInTheDocument();
  },
};
