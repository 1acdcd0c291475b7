import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { RearrangeVersionsModal, type RearrangeVersionsModalProps } from './RearrangeVersionsModal';

/** Opens from a button and hands a fresh copy of the versions on every render, as a caller mapping API data does. */
function WithTrigger(args: RearrangeVersionsModalProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Rearrange</Button>
      <RearrangeVersionsModal
        {...args}
        versions={[...args.versions]}
        isOpen={isOpen}
        onOpenChange={setOpen}
      />
    </>
  );
}

const meta = {
  title: 'Owner and moderator/RearrangeVersionsModal',
  component: RearrangeVersionsModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    versions: [
      { id: 3, name: 'v3.0', statusLabel: 'Draft' },
      { id: 2, name: 'v2.0' },
      { id: 1, name: 'v1.0' },
    ],
    onSave: fn(),
  },
} satisfies Meta<typeof RearrangeVersionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => row.textContent);

export const MoveAndSave: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    const grid = dialog.getByRole('grid', { name: 'Versions' });
    await expect(dialog.getByRole('button', { name: 'Move v3.0 up' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Move v1.0 up' }));
    await expect(rowNames(grid)).toEqual(['v3.0Draft', 'v1.0', 'v2.0']);
    await userEvent.click(dialog.getByRole('button', { name: 'Move v3.0 down' }));
    await expect(rowNames(grid)).toEqual(['v1.0', 'v3.0Draft', 'v2.0']);
    await expect(dialog.getByRole('button', { name: 'Drag v1.0' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([1, 3, 2]);
  },
};

/** Focus stays on the pressed button while the rows move (so a keyboard user can press again); at the top it moves to "down". */
export const KeepsFocusOnTheMoveButton: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move v1.0 up' }));
    await expect(dialog.getByRole('button', { name: 'Move v1.0 up' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Move v1.0 up' }));
    await expect(rowNames(dialog.getByRole('grid'))).toEqual(['v1.0', 'v3.0Draft', 'v2.0']);
    await expect(dialog.getByRole('button', { name: 'Move v1.0 down' })).toHaveFocus();
  },
};

export const SaveFailed: Story = {
  args: { error: 'Failed to save' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to save');
  },
};

export const Saving: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    await userEvent.click(dialog.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ReopensFromTheCallersOrder: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Rearrange' });
    await userEvent.click(open);
    let dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move v1.0 up' }));
    await expect(rowNames(dialog.getByRole('grid'))).toEqual(['v3.0Draft', 'v1.0', 'v2.0']);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(open);
    dialog = within(await screen.findByRole('dialog', { name: 'Rearrange versions' }));
    await expect(rowNames(dialog.getByRole('grid'))).toEqual(['v3.0Draft', 'v2.0', 'v1.0']);
  },
};
