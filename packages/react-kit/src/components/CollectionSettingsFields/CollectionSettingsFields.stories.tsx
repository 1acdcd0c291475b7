import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CollectionDraftView } from '../../view-models/collections';
import { CollectionSettingsFields } from './CollectionSettingsFields';

/** Holds the draft as a caller would, reporting each change to `onChange`. */
function Controlled({
  initial,
  onChange,
  nameError,
}: {
  initial: CollectionDraftView;
  onChange: (value: CollectionDraftView) => void;
  nameError?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CollectionSettingsFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      maxLengths={{ name: 100, description: 1000 }}
      nameError={nameError ?? null}
    />
  );
}

const meta = {
  title: 'Collections/CollectionSettingsFields',
  component: Controlled,
  args: { initial: { name: 'Favourites', description: '', isPrivate: false }, onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndMakePrivate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Soft');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Private/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      name: 'Favourites',
      description: 'Soft',
      isPrivate: true,
    });
  },
};

export const NameRefused: Story = {
  args: { initial: { name: '', description: '', isPrivate: true }, nameError: 'A collection needs a name.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A collection needs a name.')).toBeInTheDocument();
  },
};
