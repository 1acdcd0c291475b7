import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Text } from 'react-aria-components';
import { MoreIcon } from '../../icons';
import * as overlay from '../../internal/overlay.css';
import type { ActionMenuSectionView } from '../../view-models/menu';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ActionMenu.css';

export interface ActionMenuProps {
  /** The trigger's accessible name and tooltip, e.g. "Model actions" or "Actions for v2.0". */
  label: string;
  /** Empty sections are left out; with no item at all the menu is not rendered. */
  sections: ActionMenuSectionView[];
  onAction: (id: string) => void;
  size?: 'sm' | 'md';
  placement?: 'bottom start' | 'bottom end';
}

/**
 * A "more actions" button opening a react-aria menu (arrow keys, typeahead, `Esc`), grouped in sections such as the
 * owner's and the moderator's. Disabled actions stay visible with their reason.
 */
export function ActionMenu({
  label,
  sections,
  onAction,
  size = 'md',
  placement = 'bottom end',
}: ActionMenuProps) {
  const shown = sections.filter((section) => section.items.length > 0);
  if (shown.length === 0) return null;
  const disabledKeys = shown.flatMap((section) =>
    section.items.filter((item) => item.disabledReason).map((item) => item.id),
  );
  return (
    <MenuTrigger>
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
