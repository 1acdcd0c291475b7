import type { ActionMenuItemView } from '../../view-models/menu';
import { ActionMenu } from '../ActionMenu/ActionMenu';

export type PostModerationAction = 'pin' | 'unpin' | 'hideImage' | 'hideUser';

export interface PostModerationLabels {
  /** The trigger's name, e.g. "Moderate the post by alice". */
  trigger: (username: string) => string;
  pin: string;
  unpin: string;
  hideImage: string;
  hideUser: (username: string) => string;
}

const defaultLabels: PostModerationLabels = {
  trigger: (username) => `Moderate the post by ${username}`,
  pin: 'Pin to the top',
  unpin: 'Unpin',
  hideImage: 'Hide image',
  hideUser: (username) => `Hide posts by ${username}`,
};

export interface PostModerationMenuProps {
  /** The post's author: names the trigger and the "hide user" action. */
  username: string;
  isPinned: boolean;
  /** Set while the gallery has the most pinned posts: Pin stays listed, disabled, with this reason (spec §5). */
  pinDisabledReason?: string;
  onAction: (action: PostModerationAction) => void;
  labels?: Partial<PostModerationLabels>;
}

/** The owner's or moderator's menu on a gallery post: pin or unpin it, hide its image, hide its author. */
export function PostModerationMenu({
  username,
  isPinned,
  pinDisabledReason,
  onAction,
  labels,
}: PostModerationMenuProps) {
  const text = { ...defaultLabels, ...labels };
  const pin: ActionMenuItemView = isPinned
    ? { id: 'unpin', label: text.unpin }
    : { id: 'pin', label: text.pin, ...(pinDisabledReason ? { disabledReason: pinDisabledReason } : {}) };
  return (
    <ActionMenu
      label={text.trigger(username)}
      size="sm"
      sections={[
        { id: 'pinning', items: [pin] },
        {
          id: 'hiding',
          items: [
            { id: 'hideImage', label: text.hideImage },
            { id: 'hideUser', label: text.hideUser(username) },
          ],
        },
      ]}
      onAction={(id) => onAction(id as PostModerationAction)}
    />
  );
}
