import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToCollectionModal, type AddToCollectionModalProps } from './AddToCollectionModal';

const collections = [
  { id: 1, name: 'Favourites', selected: true },
  { id: 2, name: 'Styles', selected: false },
  { id: 3, name: 'Followed', selected: false, readOnly: true },
];

function renderModal(props: Partial<AddToCollectionModalProps> = {}) {
  const handlers = { onToggle: vi.fn(), onCreate: vi.fn(), onOpenChange: vi.fn(), onRetry: vi.fn() };
  render(<AddToCollectionModal isOpen collections={collections} {...handlers} {...props} />);
  return { ...handlers, dialog: within(screen.getByRole('dialog', { name: 'Add to collection' })) };
}

describe('AddToCollectionModal', () => {
  it('checks the collections that already hold the item', () => {
    const { dialog } = renderModal();
    const list = dialog.getByRole('list', { name: 'Your collections' });
    expect(within(list).getByRole('checkbox', { name: 'Favourites' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Styles' })).not.toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Followed' })).toBeDisabled();
  });

  it('toggles a collection from the keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, onToggle } = renderModal();
    dialog.getByRole('checkbox', { name: 'Favourites' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith(1, false);
    await user.tab();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(2, true);
  });

  it('creates a collection from "New collection" with a trimmed name, a description and privacy', async () => {
    const user = userEvent.setup();
    const { dialog, onCreate } = renderModal();
    await user.click(dialog.getByRole('button', { name: 'New collection' }));
    const form = within(dialog.getByRole('form', { name: 'New collection' }));
    const create = form.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: 'Name' }), '  Landscapes ');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Wide views');
    await user.click(form.getByRole('checkbox', { name: /Private/ }));
    await user.click(create);
    expect(onCreate).toHaveBeenCalledWith({ name: 'Landscapes', description: 'Wide views', isPrivate: true });
    expect(dialog.queryByRole('form', { name: 'New collection' })).not.toBeInTheDocument();
  });

  it('offers "New collection" when there are no collections yet', () => {
    const { dialog } = renderModal({ collections: [] });
    expect(dialog.getByText('You have no collections yet.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'New collection' })).toBeEnabled();
  });

  it('shows loading, error with retry, and empty states', async () => {
    const user = userEvent.setup();
    const { dialog, onRetry } = renderModal({ status: 'error' });
    expect(dialog.getByText('Could not load your collections.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when there are no collections yet', () => {
    const { dialog } = renderModal({ collections: [] });
    expect(dialog.getByText('You have no collections yet.')).toBeInTheDocument();
  });

  it('marks the list busy while loading', () => {
    const { dialog } = renderModal({ status: 'loading' });
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog').querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
