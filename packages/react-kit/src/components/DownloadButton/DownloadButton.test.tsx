import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './DownloadButton';
import { bestFile, fileVariants } from './DownloadButton.fixtures';

describe('DownloadButton', () => {
  it('links to the best file and says its size, format and fp', () => {
    render(<DownloadButton best={bestFile} variants={fileVariants} />);
    const link = screen.getByRole('link', { name: 'Download 1.99 GB · SafeTensor · fp16' });
    expect(link).toHaveAttribute('href', bestFile.href);
    expect(link).toHaveAttribute('download');
  });

  it('downloads the best file from the keyboard and reports it', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onDownload = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <DownloadButton best={bestFile} variants={fileVariants} onDownload={onDownload} />
      </RouterProvider>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    // A download link is the browser's to follow: a client-side router must not take it over.
    expect(navigate).not.toHaveBeenCalled();
    expect(onDownload).toHaveBeenCalledWith(1);
  });

  it('offers every variant in a keyboard menu, each a link with its badges', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onDownload = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <DownloadButton best={bestFile} variants={fileVariants} onDownload={onDownload} />
      </RouterProvider>,
    );
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(fileVariants.map((f) => f.href));
    expect(items[3]).toHaveTextContent('Training Data46.88 MB');

    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    // A download link is the browser's to follow: a client-side router must not take it over.
    expect(navigate).not.toHaveBeenCalled();
    expect(onDownload).toHaveBeenCalledWith(2);
  });

  it('has no menu for a single file', () => {
    render(<DownloadButton best={bestFile} variants={[bestFile]} />);
    expect(screen.queryByRole('button', { name: 'More download options' })).not.toBeInTheDocument();
  });

  it('is disabled with the reason shown and linked', () => {
    render(<DownloadButton best={bestFile} variants={fileVariants} disabledReason="Early access only" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Download/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Early access only');
  });

  it('opens the membership gate for non-members instead of downloading', async () => {
    const user = userEvent.setup();
    render(
      <DownloadButton
        best={bestFile}
        variants={fileVariants}
        membershipGate={{ message: 'You need to be a member to start the download' }}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You need to be a member to start the download');
    expect(within(dialog).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/pricing');
  });
});
