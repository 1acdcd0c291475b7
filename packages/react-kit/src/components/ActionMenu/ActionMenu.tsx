import { MoreIcon } from '../../icons';
import { onDemandOverlay } from '../../internal/on-demand-overlay';
import { IconButton } from '../IconButton/IconButton';
import type { ActionMenuProps } from './ActionMenuFull';
import { shownSections } from './shown-sections';

export type { ActionMenuProps } from './ActionMenuFull';

/**
 * A "more actions" button opening a react-aria menu (arrow keys, typeahead, `Esc`), grouped in sections such as the
 * owner's and the moderator's. Disabled actions stay visible with their reason. The menu's code loads once the
 * button is on screen (internal/on-demand-overlay.tsx).
 */
export const ActionMenu = onDemandOverlay<ActionMenuProps>(
  () => import('./ActionMenuFull').then((module) => module.ActionMenuFull),
  ({ label, sections, size = 'md' }) =>
    shownSections(sections).length === 0 ? null : (
      <IconButton label={label} icon={<MoreIcon />} size={size} />
    ),
  'menu',
);
