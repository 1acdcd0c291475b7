import { useState } from 'react';
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
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(order.map((version) => version.id));
      }}
    >
      <GridList
        aria-label={labels.list}
        items={order}
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
                onPress={() => setOrder((current) => moveByOne(current, index, -1))}
              />
              <IconButton
                label={labels.moveDown(version.name)}
                icon={<ChevronDownIcon />}
                size="sm"
                showTooltip={false}
                isDisabled={index === order.length - 1}
                onPress={() => setOrder((current) => moveByOne(current, index, 1))}
              />
            </GridListItem>
          );
        }}
      </GridList>
    </form>
  );
}
