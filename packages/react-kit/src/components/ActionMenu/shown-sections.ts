import type { ActionMenuSectionView } from '../../view-models/menu';

/** The sections with at least one item; with none, the menu is not rendered at all. */
export const shownSections = (sections: ActionMenuSectionView[]) =>
  sections.filter((section) => section.items.length > 0);
