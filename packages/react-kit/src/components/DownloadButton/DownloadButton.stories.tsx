import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DownloadButton } from './DownloadButton';
import { bestFile, fileVariants } from './DownloadButton.fixtures';

const meta = {
  title: 'Model page/DownloadButton',
  component: DownloadButton,
  args: { best: bestFile, variants: fileVariants, onDownload: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVariants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Download/ })).toHaveAttribute('href', bestFile.href);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'More download options' })).toHaveFocus();
  },
};

export const SingleFile: Story = { args: { variants: [bestFile] } };

export const DisabledWithReason: Story = {
  args: { disabledReason: 'This model will be available for download once early access ends.' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Download/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'This model will be available for download once early access ends.',
    );
  },
};

export const MembersOnly: Story = {
  args: { membershipGate: { message: 'You need to be a member to start the download' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Download/ }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You need to be a member to start the download',
    );
  },
};

export const NoFiles: Story = { args: { best: null, variants: [] } };
