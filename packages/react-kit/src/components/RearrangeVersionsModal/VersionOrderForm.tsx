import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon, GripIcon } from '../../icons';
import type { VersionTabView } from '../../view-models/version';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './RearrangeVersionsModal.css';
import { moveByOne, reorder } from './reorder';

export type RearrangeVersionView = Pick<VersionTabView, 'id' | 'name' | 'statusLabel'>;

export interface VersionOrderLabels {
  list: string;
  drag: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
}

export interface VersionOrderFormProps {
  /** The form's id, for a submit button outside it (the modal's footer). */
  id: string;
  /** The starting order; the form keeps its own from then on (it mounts each time the modal opens). */
  versions: RearrangeVersionView[];
  labels: VersionOrderLabels;
  onSubmit: (orderedIds: number[]) => void;
}

/** The versions as a react-aria GridList reordered by drag and drop, plus move up / move down on each row. */
export function VersionOrderForm({ id, versions, labels, onSubmit }: VersionOrderFormProps) {
  const [order, setOrder] = useState(versions);
  const formRef = useRef<HTMLFormElement>(null);
  // The grid re-renders its rows after a move and would leave focus on the row: keep it on the button pressed
  // (or on the opposite one once the version reaches an end), so keyboard users can press again.
  const [focusLabel, setFocusLabel] = useState<string | null>(null);
  useEffect(() => {
    if (focusLabel === null) return;
    const buttons = [...(formRef.current?.querySelectorAll('button') ?? [])];
    buttons.find((button) => button.getAttribute('aria-label') === focusLabel && !button.disabled)?.focus();
    setFocusLabel(null);
  }, [focusLabel]);
  const move = (version: RearrangeVersionView, index: number, direction: -1 | 1) => {
    setOrder((current) => moveByOne(current, index, direction));
    const atEnd = index + direction === 0 || index + direction === order.length - 1;
    const up = (direction === -1) !== atEnd;
    setFocusLabel(up ? labels.moveUp(version.name) : labels.moveDown(version.name));
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) =>
      setOrder((current) =>
        reorder(
          current,
          new Set([...event.keys].map(Number)),
          Number(event.target.key),
          event.target.dropPosition === 'after' ? 'after' : 'before',
        ),
      ),
  });

  return (
    <form
      ref={formRef}
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(order.map((version) => version.id));
      }}
    >
      <GridList
        aria-label={labels.list}
        items={order}
        // Rows use their index (move buttons, disabled ends): re-render them all whenever the order changes.
        dependencies={[order]}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.list}
      >
        {(version) => {
          const index = order.indexOf(version);
          return (
            <GridListItem id={version.id} textValue={version.name} className={styles.row}>
              <AriaButton slot="drag" aria-label={labels.drag(version.name)} className={styles.grip}>
                <GripIcon />
              </AriaButton>
              <span className={styles.name}>{version.name}</span>
              {version.statusLabel ? <Badge>{version.statusLabel}</Badge> : null}
              <IconButton
                label={labels.moveUp(version.name)}
                icon={<ChevronUpIcon />}
                size="sm"
                showTooltip={false}
                isDisabled={index === 0}
                onPress={() => move(version, index, -1)}
              />
              <IconButton
                label={labels.moveDown(version.name)}
                icon={<ChevronDownIcon />}
                size="sm"
                showTooltip={false}
                isDisabled={index === order.length - 1}
                onPress={() => move(version, index, 1)}
              />
            </GridListItem>
          );
        }}
      </GridList>
    </form>
  );
}
