import { type ReactNode, useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import type { VersionDetailsView } from '../../view-models/version';
import * as styles from './DetailsAccordion.css';
import {
  type DetailsLabels,
  type DetailsRow,
  defaultDetailsLabels,
  detailsRows,
  RowList,
} from './DetailsRows';

export interface AccordionSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface DetailsAccordionProps {
  details: VersionDetailsView;
  /** Rows after the built-in ones, e.g. trigger words, hash and AIR (each with its own widget). */
  extraRows?: DetailsRow[];
  /** Sections after "Details", e.g. files or license. */
  sections?: AccordionSection[];
  /** Controlled open sections; the app persists them (e.g. in a cookie, so the server renders them open). */
  openSections?: string[];
  /** Uncontrolled start; "details" (the version details) is open by default. */
  defaultOpenSections?: string[];
  onOpenChange?: (openSections: string[]) => void;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<DetailsLabels>;
}

/** The version panel's accordion: react-aria DisclosureGroup, several sections may be open at once. */
export function DetailsAccordion({
  details,
  extraRows = [],
  sections = [],
  openSections,
  defaultOpenSections = ['details'],
  onOpenChange,
  headingLevel = 3,
  labels,
}: DetailsAccordionProps) {
  const text = { ...defaultDetailsLabels, ...labels };
  const [uncontrolled, setUncontrolled] = useState(defaultOpenSections);
  const open = openSections ?? uncontrolled;
  const all: AccordionSection[] = [
    {
      id: 'details',
      title: text.details,
      content: <RowList rows={[...detailsRows(details, text), ...extraRows]} />,
    },
    ...sections,
  ];

  const change = (keys: Set<Key>) => {
    const next = all.map((s) => s.id).filter((id) => keys.has(id));
    if (openSections === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };

  return (
    <DisclosureGroup
      allowsMultipleExpanded
      expandedKeys={open}
      onExpandedChange={change}
      className={styles.group}
    >
      {all.map((section) => (
        <Disclosure key={section.id} id={section.id} className={styles.section}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {section.title}
              <span className={styles.chevron} aria-hidden="true">
                <ChevronDownIcon />
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{section.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
