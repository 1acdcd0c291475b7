import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './FormFields';

/** The field with its value kept like a page keeps it. */
function Kept({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 480 }}>
      <TextAreaField
        label="Your message"
        description="What did you change?"
        value={value}
        maxLength={2000}
        error={error}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/TextAreaField',
  component: Kept,
  args: { onChange: fn() },
} satisfies Meta<typeof Kept>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(field).toHaveAccessibleDescription('What did you change?');
    await userEvent.type(field, 'Removed the ads.{enter}And the links.');
    await expect(field).toHaveValue('Removed the ads.\nAnd the links.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Removed the ads.\nAnd the links.');
  },
};

export const Refused: Story = {
  args: { error: 'Please tell the owner why.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeInvalid();
    await expect(canvas.getByText('Please tell the owner why.')).toBeInTheDocument();
  },
};
