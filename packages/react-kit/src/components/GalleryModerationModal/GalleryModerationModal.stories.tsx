import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { svgImage } from '../PostCard/PostCard.fixtures';
import { GalleryModerationModal, type GalleryModerationModalProps } from './GalleryModerationModal';

/** Applies each change at once, as the app does optimistically, and reports it to the story's spies. */
function Optimistic(args: GalleryModerationModalProps) {
  const [settings, setSettings] = useState(args.settings);
  return (
    <GalleryModerationModal
      {...args}
      settings={settings}
      onUnhideTag={(id) => {
        setSettings((s) => ({ ...s, hiddenTags: s.hiddenTags.filter((tag) => tag.id !== id) }));
        args.onUnhideTag(id);
      }}
      onUnhideUser={(id) => {
        setSettings((s) => ({ ...s, hiddenUsers: s.hiddenUsers.filter((user) => user.id !== id) }));
        args.onUnhideUser(id);
      }}
      onHideTag={(tag) => {
        setSettings((s) => ({ ...s, hiddenTags: [...s.hiddenTags, tag] }));
        args.onHideTag(tag);
      }}
      onLevelChange={(level) => {
        setSettings((s) => ({ ...s, level }));
        args.onLevelChange(level);
      }}
    />
  );
}

const meta = {
  title: 'Owner and moderator/GalleryModerationModal',
  component: GalleryModerationModal,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    settings: {
      hiddenTags: [{ id: 7, name: 'gore' }],
      hiddenUsers: [{ id: 10, label: 'muted' }],
      hiddenImages: [],
      level: 1 | 2,
    },
    levelOptions: [
      { value: 1, label: 'PG' },
      { value: 2, label: 'PG-13' },
      { value: 4, label: 'R' },
      { value: 8, label: 'X' },
    ],
    tagResults: [
      { id: 7, name: 'gore' },
      { id: 21, name: 'horror' },
    ],
    onLevelChange: fn(),
    onUnhideImage: fn(),
    onUnhideUser: fn(),
    onUnhideTag: fn(),
    onTagSearch: fn(),
    onHideTag: fn(),
    onCopySettings: fn(),
    // The spec's (§9) debounces, which the web app passes from the domain.
    debounceMs: { tagSearch: 300, level: 1000 },
  },
  render: (args) => <Optimistic {...args} />,
} satisfies Meta<typeof GalleryModerationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HideAndUnhide: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Gallery moderation preferences' }));
    await expect(dialog.getByText('No hidden images.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Unhide muted' }));
    await expect(args.onUnhideUser).toHaveBeenCalledWith(10);
    await expect(dialog.getByText('No hidden users.')).toBeInTheDocument();

    await userEvent.type(dialog.getByRole('searchbox', { name: 'Hide images with a tag' }), 'hor');
    await waitFor(() => expect(args.onTagSearch).toHaveBeenCalledWith('hor'));
    const results = within(dialog.getByRole('listbox', { name: 'Matching tags' }));
    await expect(results.queryByRole('option', { name: 'gore' })).not.toBeInTheDocument();
    await userEvent.click(results.getByRole('option', { name: 'horror' }));
    await expect(args.onHideTag).toHaveBeenCalledWith({ id: 21, name: 'horror' });
    const tags = within(dialog.getByRole('region', { name: 'Hidden tags' }));
    await userEvent.click(tags.getByRole('button', { name: 'Unhide gore' }));
    await expect(args.onUnhideTag).toHaveBeenCalledWith(7);
    await expect(tags.getByText('horror')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Copy settings to other models' }));
    await expect(args.onCopySettings).toHaveBeenCalledOnce();
  },
};

export const LevelsDebounced: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Gallery moderation preferences' }));
    await expect(dialog.getByRole('checkbox', { name: 'PG-13' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'R' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'PG' }));
    await expect(dialog.getByRole('checkbox', { name: 'R' })).toBeChecked();
    await expect(args.onLevelChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onLevelChange).toHaveBeenCalledWith(2 | 4), { timeout: 2000 });
    await expect(args.onLevelChange).toHaveBeenCalledOnce();
  },
};

/**
 * Without a debounce, a level would be sent as soon as it is toggled: level zero is held back, and the next toggle
 * (which is sent at once) proves nothing was sent in between.
 */
export const LevelZeroIsNotSent: Story = {
  args: {
    settings: { hiddenTags: [], hiddenUsers: [], hiddenImages: [], level: 1 },
    debounceMs: { tagSearch: 0, level: 0 },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Gallery moderation preferences' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'PG' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('cannot be shown at browsing level zero');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'R' }));
    await waitFor(() => expect(args.onLevelChange).toHaveBeenCalledWith(4));
    await expect(args.onLevelChange.mock.calls).toEqual([[4]]);
  },
};

export const Copying: Story = {
  args: {
    isCopying: true,
    settings: {
      hiddenTags: [],
      hiddenUsers: [],
      hiddenImages: [{ id: 501, label: 'Image 501', thumbnailUrl: svgImage(80, 80, '#7aa7d6') }],
      level: 31,
    },
  },
};
