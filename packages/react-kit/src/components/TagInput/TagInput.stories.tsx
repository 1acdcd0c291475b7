import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput, type TagInputProps } from './TagInput';

/** The list kept by the story, as a page would keep it. */
function Kept(args: TagInputProps) {
  const [values, setValues] = useState(args.values);
  return (
    <TagInput
      {...args}
      values={values}
      onChange={(next) => {
        setValues(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TagInput',
  component: TagInput,
  args: { label: 'Tags', values: [], onChange: fn(), splitOnComma: true },
  render: (args) => <Kept {...args} />,
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toBeVisible();
    await expect(canvas.getByText('None yet')).toBeVisible();
  },
};

/** Enter or a comma adds; the same entry twice is kept once; blanks are ignored. */
export const AddsEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(field, ' anime {Enter}style,anime,{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['anime', 'style']);
    await expect(field).toHaveValue('');
    const list = canvas.getByRole('grid', { name: 'Tags: added' });
    await expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['anime', 'style']);
  },
};

/** Each chip's × removes it (keyboard: Backspace on a focused chip). */
export const RemovesEntries: Story = {
  args: { label: 'Trigger words', values: ['masterpiece', 'best quality'], splitOnComma: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('grid', { name: 'Trigger words: added' })).getAllByRole('row');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Remove/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['best quality']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Trigger words' }), 'a, b{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['best quality', 'a, b']);
  },
};
