import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HideContentWithTagsModal } from './HideContentWithTagsModal';

const meta = {
  title: 'Owner and moderator/HideContentWithTagsModal',
  component: HideContentWithTagsModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    defaultSelected: [{ id: 7, name: 'gore' }],
    results: [
      { id: 7, name: 'gore' },
      { id: 12, name: 'real person' },
      { id: 13, name: 'realistic' },
    ],
    onSearch: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof HideContentWithTagsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchPickAndRemove: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide content with tags' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search tags' }), 'real');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('real'));
    await expect(args.onSearch).toHaveBeenCalledOnce();

    const results = within(dialog.getByRole('listbox', { name: 'Matching tags' }));
    await expect(results.queryByRole('option', { name: 'gore' })).not.toBeInTheDocument();
    await userEvent.click(results.getByRole('option', { name: 'real person' }));
    await expect(dialog.getByRole('searchbox', { name: 'Search tags' })).toHaveValue('');

    const chips = within(dialog.getByRole('grid', { name: 'Tags to hide' }));
    await expect(chips.getByRole('row', { name: 'real person' })).toBeInTheDocument();
    await userEvent.click(chips.getByRole('button', { name: 'Remove gore' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([12]);
  },
};

export const PickByKeyboard: Story = {
  args: { defaultSelected: [] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide content with tags' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search tags' }), 'g');
    await expect(dialog.getByRole('listbox', { name: 'Matching tags' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('row', { name: 'real person' })).toBeInTheDocument();
    await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([12]);
  },
};

export const NothingSelected: Story = {
  args: { defaultSelected: [] },
  play: async () => {
    await expect(await screen.findByText('No tags selected.')).toBeInTheDocument();
  },
};
