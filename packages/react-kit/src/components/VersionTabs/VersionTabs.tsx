import { type ReactNode, useEffect } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AlertIcon, ChevronLeftIcon, ChevronRightIcon, ClockIcon } from '../../icons';
import { useScrollOverflow } from '../../internal/scroll-overflow';
import { visuallyHidden } from '../../theme/base.css';
import type { VersionTabView } from '../../view-models/version';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './VersionTabs.css';

export interface VersionTabsLabels {
  scrollStart: string;
  scrollEnd: string;
  earlyAccess: string;
}

export interface VersionTabsProps {
  versions: VersionTabView[];
  /** Controlled: the app keeps it in step with `?modelVersionId=`. */
  selectedId: number;
  onSelect: (id: number) => void;
  /**
   * The per-version menu (e.g. the owner's edit / delete menu), rendered for the selected version beside the bar:
   * a menu button cannot sit inside a tab (nested interactive controls are invalid and unreachable by keyboard).
   */
  renderMenu?: (version: VersionTabView) => ReactNode;
  /** The selected version's panel. */
  children?: ReactNode;
  'aria-label'?: string;
  labels?: Partial<VersionTabsLabels>;
}

const defaultLabels: VersionTabsLabels = {
  scrollStart: 'Scroll versions back',
  scrollEnd: 'Scroll versions forward',
  earlyAccess: 'Early Access',
};

/**
 * The version bar: react-aria Tabs (arrow keys move between versions, Home/End jump) in a horizontally scrollable
 * strip with arrow buttons when it overflows. The arrows are for pointers; keyboard focus scrolls the bar itself.
 */
export function VersionTabs({
  versions,
  selectedId,
  onSelect,
  renderMenu,
  children,
  'aria-label': ariaLabel = 'Versions',
  labels,
}: VersionTabsProps) {
  const text = { ...defaultLabels, ...labels };
  const { ref, element, overflow, scrollByPage } = useScrollOverflow<HTMLDivElement>();
  const selected = versions.find((version) => version.id === selectedId);
  const overflowing = overflow.start || overflow.end;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the selection changes
  useEffect(() => {
    element?.querySelector('[data-selected]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [element, selectedId]);

  return (
    <Tabs selectedKey={selectedId} onSelectionChange={(key) => onSelect(Number(key))} className={styles.root}>
      <div className={styles.bar}>
        {overflowing ? (
          <IconButton
            label={text.scrollStart}
            icon={<ChevronLeftIcon />}
            size="sm"
            excludeFromTabOrder
            isDisabled={!overflow.start}
            onPress={() => scrollByPage(-1)}
          />
        ) : null}
        <div ref={ref} className={styles.scroller} data-overflow-start={overflow.start || undefined}>
          <TabList aria-label={ariaLabel} className={styles.tabList}>
            {versions.map((version) => (
              <Tab
                key={version.id}
                id={version.id}
                href={version.href}
                className={styles.tab}
                data-incomplete={version.incompleteHint ? true : undefined}
              >
                {version.name}
                {version.statusLabel ? <span className={styles.status}>· {version.statusLabel}</span> : null}
                {version.isEarlyAccess ? (
                  <span className={styles.marker}>
                    <ClockIcon />
                    <span className={visuallyHidden}>({text.earlyAccess})</span>
                  </span>
                ) : null}
                {version.incompleteHint ? (
                  <span className={styles.marker}>
                    <AlertIcon />
                    <span className={visuallyHidden}>({version.incompleteHint})</span>
                  </span>
                ) : null}
              </Tab>
            ))}
          </TabList>
        </div>
        {overflowing ? (
          <IconButton
            label={text.scrollEnd}
            icon={<ChevronRightIcon />}
            size="sm"
            excludeFromTabOrder
            isDisabled={!overflow.end}
            onPress={() => scrollByPage(1)}
          />
        ) : null}
        {selected && renderMenu ? renderMenu(selected) : null}
      </div>
      {selected?.incompleteHint ? (
        <p className={styles.hint}>
          <AlertIcon />
          {selected.incompleteHint}
        </p>
      ) : null}
      <TabPanel id={selectedId} className={styles.panel}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
