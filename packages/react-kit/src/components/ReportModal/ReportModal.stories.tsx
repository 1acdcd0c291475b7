import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReportModal } from './ReportModal';
import { reportReasons } from './ReportModal.fixtures';

const meta = {
  title: 'Model page/ReportModal',
  component: ReportModal,
  args: { isOpen: true, onOpenChange: fn(), reasons: reportReasons, onSubmit: fn() },
} satisfies Meta<typeof ReportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Report: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Report' }));
    const submit = dialog.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Details (optional)' }), 'Links to a shop.');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', details: 'Links to a shop.' });
  },
};

export const Sending: Story = { args: { isPending: true } };
