import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import * as forms from '../../internal/forms.css';
import { FormModal, type FormModalProps } from './FormModal';

/** A one-field form: the name must not be blank. */
function NameForm({ onSubmit, ...args }: FormModalProps) {
  const [name, setName] = useState('');
  return (
    <FormModal {...args} canSubmit={name.trim() !== ''} onSubmit={() => onSubmit?.()}>
      <TextField value={name} onChange={setName} className={forms.field}>
        <Label className={forms.label}>Collection name</Label>
        <Input className={forms.input} />
      </TextField>
    </FormModal>
  );
}

const meta = {
  title: 'Overlays/FormModal',
  component: FormModal,
  args: {
    isOpen: true,
    title: 'New collection',
    submitLabel: 'Create',
    onSubmit: fn(),
    onCancel: fn(),
    children: null,
  },
  render: (args) => <NameForm {...args} />,
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsOnceComplete: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New collection' }));
    const submit = dialog.getByRole('button', { name: 'Create' });
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Collection name' }), 'Portraits{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { isPending: true, holdWhilePending: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New collection' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Collection name' }), 'Portraits{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'You already have a collection with this name.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('You already have a collection');
  },
};
