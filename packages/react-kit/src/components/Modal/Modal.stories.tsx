import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

/** Opens from a button, as the app does, so focus has somewhere to return to. */
function WithTrigger(args: ModalProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'About this version',
    children: <p style={{ margin: 0 }}>Trained on 120 images for 10 epochs.</p>,
    size: 'md',
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOpenAndClose: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'About this version' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  },
};

export const Confirmation: Story = {
  args: {
    isOpen: true,
    role: 'alertdialog',
    size: 'sm',
    title: 'Delete this version?',
    children: <p style={{ margin: 0 }}>This cannot be undone.</p>,
    footer: (
      <>
        <Button variant="secondary" tone="neutral">
          Cancel
        </Button>
        <Button tone="critical">Delete</Button>
      </>
    ),
  },
};
