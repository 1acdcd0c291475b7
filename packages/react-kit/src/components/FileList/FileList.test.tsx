import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { FileList } from './FileList';
import { files } from './FileList.fixtures';

describe('FileList', () => {
  it('lists each file with its size, badges, scan verdict and download link', () => {
    render(<FileList files={files} />);
    const [first] = screen.getAllByRole('listitem');
    const row = within(first as HTMLElement);
    expect(row.getByText('Pruned Model — watercolour-pruned.safetensors')).toBeInTheDocument();
    expect(row.getByText('1.99 GB')).toBeInTheDocument();
    expect(row.getByText('SafeTensor')).toBeInTheDocument();
    expect(row.getByText('fp16')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Verified: watercolour-pruned.safetensors' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Download Pruned Model' })).toHaveAttribute('href', files[0]?.href);
  });

  it('reads the scan text from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FileList files={files} />);
    await user.tab(); // first file: scan
    await user.tab(); // first file: download
    await user.tab(); // second file: scan
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Unverified' })).toHaveTextContent(
      "This file hasn't been scanned yet, check back soon.",
    );
  });

  it('reports a per-file download', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <FileList files={files} onDownload={onDownload} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Download VAE' }));
    expect(onDownload).toHaveBeenCalledWith(3);
    // A download link is the browser's to follow: a client-side router must not take it over.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when there are no files', () => {
    render(<FileList files={[]} emptyText="This version is missing files" />);
    expect(screen.getByText('This version is missing files')).toBeInTheDocument();
  });
});
