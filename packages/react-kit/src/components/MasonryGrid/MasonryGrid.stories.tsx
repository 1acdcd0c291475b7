import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MasonryGrid } from './MasonryGrid';
import { masonryLayout } from './MasonryGrid.fixtures';

interface DemoCard {
  id: number;
  title: string;
  height: number;
}

const cards: DemoCard[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  title: `Post ${i + 1}`,
  height: 160 + ((i * 73) % 240),
}));

const meta = {
  title: 'Widgets/MasonryGrid',
  component: MasonryGrid<DemoCard>,
  args: {
    items: cards,
    getItemKey: (card: DemoCard) => card.id,
    getItemHeight: (card: DemoCard) => card.height,
    renderItem: (card: DemoCard) => (
      <article
        style={{
          height: card.height,
          borderRadius: 8,
          padding: 12,
          background: 'var(--atelier-color-surface-sunken)',
          color: 'var(--atelier-color-text-default)',
        }}
      >
        {card.title}
      </article>
    ),
    layout: masonryLayout(7),
    initialWidth: 1280,
    'aria-label': 'Posts',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MasonryGrid<DemoCard>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Posts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(18);
  },
};

export const GalleryMaxSix: Story = { args: { layout: masonryLayout(6) } };

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { initialWidth: 360 },
};
