import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddToCollectionModal } from './AddToCollectionModal';

const meta = {
  title: 'Model page/AddToCollectionModal',
  component: AddToCollectionModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    collections: [
      { id: 1, name: 'Favourites', selected: true, privacyLabel: 'Private' },
      { id: 2, name: 'Watercolour styles', selected: false, privacyLabel: 'Public' },
      { id: 3, name: 'Followed: Best LoRAs', selected: false, readOnly: true },
    ],
    onToggle: fn(),
    onCreate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddToCollectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleAndCreate: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to collection' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Watercolour styles/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(2, true);
    await userEvent.click(dialog.getByRole('button', { name: 'New collection' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Landscapes{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Landscapes',
      description: '',
      isPrivate: false,
    });
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** The server refused the new collection's name. */
export const CreateRefused: Story = { args: { createError: 'A collection needs a name.' } };

export const NoCollections: Story = { args: { collections: [] } };

/** Without `onCreate` (no API to create one here) the dialog only lists the viewer's collections. */
export const WithoutCreate: Story = {
  args: { onCreate: undefined },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to collection' }));
    await expect(dialog.queryByRole('button', { name: 'New collection' })).toBeNull();
  },
};
