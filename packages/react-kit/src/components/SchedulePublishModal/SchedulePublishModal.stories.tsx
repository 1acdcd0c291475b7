import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SchedulePublishModal } from './SchedulePublishModal';

// Fixed moments keep the story deterministic: now is Nov 22 2026 09:00 local, the latest Feb 22 2027 09:00.
const now = new Date(2026, 10, 22, 9, 0);
const maxDate = new Date(2027, 1, 22, 9, 0);

const meta = {
  title: 'Owner and moderator/SchedulePublishModal',
  component: SchedulePublishModal,
  args: { isOpen: true, onOpenChange: fn(), subject: 'model', now, maxDate, onSubmit: fn() },
} satisfies Meta<typeof SchedulePublishModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScheduleModel: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule your model' }));
    const submit = dialog.getByRole('button', { name: 'Schedule' });
    await userEvent.click(submit);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please choose a date to publish.');

    const date = dialog.getByLabelText('Publish date');
    const time = dialog.getByLabelText('Publish time');
    await userEvent.type(date, '2026-11-21');
    await userEvent.type(time, '10:30');
    await expect(dialog.getByRole('alert')).toHaveTextContent('The publish date cannot be in the past.');
    await expect(date).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(date);
    await userEvent.type(date, '2027-03-01');
    await expect(dialog.getByRole('alert')).toHaveTextContent('at most 3 months ahead');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-24');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(new Date(2026, 11, 24, 10, 30));
  },
};

export const SchedulePost: Story = {
  args: { subject: 'post', defaultValue: new Date(2026, 11, 1, 18, 0) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule your post' }));
    await expect(dialog.getByLabelText('Publish date')).toHaveValue('2026-12-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(new Date(2026, 11, 1, 18, 0));
  },
};

export const Scheduling: Story = { args: { isPending: true, defaultValue: new Date(2026, 11, 1, 18, 0) } };
