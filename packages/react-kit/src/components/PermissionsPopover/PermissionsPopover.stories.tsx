import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PermissionsPopover } from './PermissionsPopover';
import { permissions } from './PermissionsPopover.fixtures';

const meta = {
  title: 'Model page/PermissionsPopover',
  component: PermissionsPopover,
  args: { permissions, versionId: 2, licenseName: 'CreativeML Open RAIL-M' },
} satisfies Meta<typeof PermissionsPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CreativeML Open RAIL-M' })).toHaveAttribute(
      'href',
      '/models/license/2',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'License permissions' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const AllAllowed: Story = {
  args: { permissions: permissions.map((p) => ({ ...p, allowed: true })), licenseName: undefined },
};
