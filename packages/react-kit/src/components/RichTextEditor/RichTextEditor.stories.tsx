import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Description', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editing area is a labelled multi-line textbox; the toolbar is one tab stop with arrow keys between buttons. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('aria-multiline', 'true');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Code',
      'Link',
    ]);
    await expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
  },
};

/** Bold on the selected text: the button shows it is on, and the HTML carries it. */
export const FormatsTheSelection: Story = {
  args: { defaultValue: '<p>Hello</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A link needs a web address: anything else keeps "Add link" disabled. */
export const AddsALink: Story = {
  args: { defaultValue: '<p>Read the guide</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await expect(canvas.getByRole('button', { name: 'Add link' })).toBeDisabled();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/guide{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/guide">',
        ),
      ),
    );
  },
};

/** The server's refusal is tied to the editing area. */
export const Refused: Story = {
  args: { error: 'The description is too long.', description: 'What it does and how to use it.' },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      'What it does and how to use it. The description is too long.',
    );
  },
};
