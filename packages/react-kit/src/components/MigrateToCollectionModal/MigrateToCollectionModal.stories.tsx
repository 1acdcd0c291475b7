import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MigrateToCollectionModal } from './MigrateToCollectionModal';

const meta = {
  title: 'Owner and moderator/MigrateToCollectionModal',
  component: MigrateToCollectionModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    collections: [
      { id: 4, name: 'Contest entries' },
      { id: 9, name: 'Featured checkpoints' },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof MigrateToCollectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickACollection: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Migrate to collection' }));
    const submit = dialog.getByRole('button', { name: 'Migrate' });
    await expect(submit).toBeDisabled();
    const field = dialog.getByRole('button', { name: /Collection/ });
    await expect(field, 'the placeholder shows until a collection is chosen').toHaveTextContent(
      'Select a collection',
    );
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Featured checkpoints' }));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(9);
  },
};

export const EnterAnId: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Migrate to collection' }));
    const field = dialog.getByRole('textbox', { name: 'Or collection id' });
    await userEvent.type(field, '12a');
    await expect(dialog.getByText('A collection id is a whole number.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Migrate' })).toBeDisabled();
    await userEvent.type(field, '{Backspace}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(12);
  },
};

/** A list that is still loading (or empty) cannot open: the field is disabled and says why; an id still works. */
export const WhileCollectionsLoad: Story = {
  args: { collections: [], isLoadingCollections: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Migrate to collection' }));
    const field = dialog.getByRole('button', { name: /Collection/ });
    await expect(field).toBeDisabled();
    await expect(field).toHaveTextContent('Loading collections…');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Or collection id' }), '7{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(7);
  },
};

export const NoCollections: Story = {
  args: { collections: [] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Migrate to collection' }));
    const field = dialog.getByRole('button', { name: /Collection/ });
    await expect(field).toBeDisabled();
    await expect(field).toHaveTextContent('No collections yet');
  },
};
