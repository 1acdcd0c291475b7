import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { VersionTabs, type VersionTabsProps } from './VersionTabs';
import { manyVersions, someVersions } from './VersionTabs.fixtures';

/** Holds the selection as the app does with `?modelVersionId=`. */
function Controlled(args: VersionTabsProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  const selected = args.versions.find((v) => v.id === selectedId);
  return (
    <VersionTabs
      {...args}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        args.onSelect(id);
      }}
    >
      <p style={{ margin: 0 }}>Panel of {selected?.name}</p>
    </VersionTabs>
  );
}

const meta = {
  title: 'Model page/VersionTabs',
  component: VersionTabs,
  args: { versions: someVersions, selectedId: 30, onSelect: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof VersionTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSwitch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'v3.0 (Early Access)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel of v2.0');
  },
};

export const OwnerMenuAndIncomplete: Story = {
  args: {
    versions: [
      { id: 40, name: 'v4.0', statusLabel: 'Draft', incompleteHint: 'Add files to finish this version' },
      ...someVersions,
    ],
    selectedId: 40,
    renderMenu: (version) => (
      <Button size="sm" variant="subtle" tone="neutral">{`Actions for ${version.name}`}</Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add files to finish this version', { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Actions for v4.0' })).toBeInTheDocument();
  },
};

export const ManyVersionsScroll: Story = {
  args: { versions: manyVersions, selectedId: 100 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};
