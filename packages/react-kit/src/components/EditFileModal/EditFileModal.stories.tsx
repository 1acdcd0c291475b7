import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EditFileModal } from './EditFileModal';

const meta = {
  title: 'Authoring/EditFileModal',
  component: EditFileModal,
  args: {
    isOpen: true,
    fileName: 'weights.safetensors',
    typeOptions: ['Model', 'Pruned Model', 'VAE'].map((label) => ({ id: label, label })),
    precisionOptions: ['fp32', 'fp16', 'bf16'].map((label) => ({ id: label, label })),
    initial: { type: 'Model', fp: null },
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EditFileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePrecision: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit weights.safetensors' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Precision/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'fp16' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ type: 'Model', fp: 'fp16' });
  },
};

export const Refused: Story = {
  args: { error: 'This file is not what it claims to be: a VAE file must be a SafeTensors file.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('This file is not what it claims to be');
  },
};
