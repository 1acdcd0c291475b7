import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Description } from './Description';

const longHtml = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: a LoRA trained on watercolour landscapes. Use the trigger word <code>wtrclr</code> at a weight of 0.7–0.9. <a href="/articles/6341">Read the guide</a>.</p>`,
).join('');

const meta = {
  title: 'Model page/Description',
  component: Description,
  args: { html: longHtml, isLong: true, previewHeight: 200 },
  argTypes: { previewHeight: { control: 'inline-radio', options: [200, 460] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Description>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongInPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // The button comes after the description's links: Shift+Tab from the page start wraps to it.
    await userEvent.tab({ shift: true });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongInMainColumn: Story = { args: { previewHeight: 460 } };

export const Short: Story = {
  args: { html: '<p>A small LoRA.</p>', isLong: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithChildren: Story = {
  args: { html: undefined, isLong: false, children: <p>No description provided.</p> },
};
