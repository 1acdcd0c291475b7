import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DetailsAccordion } from './DetailsAccordion';
import { aVersionDetailsView } from './DetailsAccordion.fixtures';

const meta = {
  title: 'Model page/DetailsAccordion',
  component: DetailsAccordion,
  args: {
    details: aVersionDetailsView(),
    sections: [
      { id: 'files', title: 'Files', content: <p style={{ margin: 0 }}>2 files</p> },
      { id: 'license', title: 'License', content: <p style={{ margin: 0 }}>CreativeML Open RAIL-M</p> },
    ],
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DetailsAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultOpenDetails: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('SDXL 1.0')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Files' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(['details', 'files']);
  },
};

export const MinimalVersion: Story = {
  args: {
    details: aVersionDetailsView({
      published: null,
      training: null,
      clipSkip: null,
      strength: null,
      reviews: null,
      stats: [],
    }),
    sections: [],
  },
};

export const AllClosed: Story = { args: { openSections: [] } };
