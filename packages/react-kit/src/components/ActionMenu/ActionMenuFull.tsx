import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Text } from 'react-aria-components';
import { MoreIcon } from '../../icons';
import type { OverlayControl } from '../../internal/on-demand-overlay';
import * as overlay from '../../internal/overlay.css';
import type { ActionMenuSectionView } from '../../view-models/menu';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ActionMenu.css';
import { shownSections } from './shown-sections';

export interface ActionMenuProps {
  /** The trigger's accessible name and tooltip, e.g. "Model actions" or "Actions for v2.0". */
  label: string;
  /** Empty sections are left out; with no item at all the menu is not rendered. */
  sections: ActionMenuSectionView[];
  onAction: (id: string) => void;
  size?: 'sm' | 'md';
  placement?: 'bottom start' | 'bottom end';
}

/** ActionMenu once its code has loaded (ActionMenu.tsx): the button with its menu. */
export function ActionMenuFull({
  label,
  sections,
  onAction,
  size = 'md',
  placement = 'bottom end',
  isOpen,
  onOpenChange,
}: ActionMenuProps & OverlayControl) {
  const shown = shownSections(sections);
  if (shown.length === 0) return null;
  const disabledKeys = shown.flatMap((section) =>
    section.items.filter((item) => item.disabledReason).map((item) => item.id),
  );
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <IconButton label={label} icon={<MoreIcon />} size={size} />
      <Popover placement={placement} className={overlay.popover}>
        <Menu
          aria-label={label}
          disabledKeys={disabledKeys}
          onAction={(key) => onAction(String(key))}
          className={overlay.list}
        >
          {shown.map((section) => (
            <MenuSection key={section.id} id={section.id} className={styles.section}>
              {section.title ? <Header className={styles.header}>{section.title}</Header> : null}
              {section.items.map((item) => (
                <MenuItem
                  key={item.id}
                  id={item.id}
                  href={item.href}
                  textValue={item.label}
                  data-tone={item.tone}
                  className={`${overlay.item} ${styles.item}`}
                >
                  <Text slot="label">{item.label}</Text>
                  {item.disabledReason ? (
                    <Text slot="description" className={styles.reason}>
                      {item.disabledReason}
                    </Text>
                  ) : null}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
