import { useEffect, useState } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon, GripIcon } from '../../icons';
import type { VersionTabView } from '../../view-models/version';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import * as styles from './RearrangeVersionsModal.css';
import { moveByOne, reorder } from './reorder';

export type RearrangeVersionView = Pick<VersionTabView, 'id' | 'name' | 'statusLabel'>;

export interface RearrangeVersionsLabels {
  title: string;
  intro: string;
  list: string;
  drag: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  save: string;
  cancel: string;
}

const defaultLabels: RearrangeVersionsLabels = {
  title: 'Rearrange versions',
  intro: 'Drag a version, or use its arrows, to change the order shown on the model page.',
  list: 'Versions',
  drag: (name) => `Drag ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  save: 'Save',
  cancel: 'Cancel',
};

export interface RearrangeVersionsModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** In the current order; the list starts from it each time the modal opens. */
  versions: RearrangeVersionView[];
  isPending?: boolean;
  /** The caller's failure text, e.g. "Failed to save" (spec §8). */
  error?: string;
  onSave: (orderedIds: number[]) => void;
  labels?: Partial<RearrangeVersionsLabels>;
}

/**
 * The owner reorders versions: react-aria's drag and drop (pointer, or keyboard from the grip: Enter, arrows,
 * Enter) and, for everyone, move up / move down buttons on each row.
 */
export function RearrangeVersionsModal({
  isOpen,
  onOpenChange,
  versions,
  isPending = false,
  error,
  onSave,
  labels,
}: RearrangeVersionsModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [order, setOrder] = useState(versions);
  useEffect(() => {
    if (isOpen) setOrder(versions);
  }, [isOpen, versions]);

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
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={text.title}
      footer={
        <>
          <Button variant="secondary" tone="neutral" onPress={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button isLoading={isPending} onPress={() => onSave(order.map((version) => version.id))}>
            {text.save}
          </Button>
        </>
      }
    >
      <p className={styles.intro}>{text.intro}</p>
      {error ? <Notice tone="critical" role="alert" title={error} /> : null}
      <GridList
        aria-label={text.list}
        items={order}
        dragAndDropHooks={dragAndDropHooks}
        className={styles.list}
      >
        {(version) => {
          const index = order.indexOf(version);
          return (
            <GridListItem id={version.id} textValue={version.name} className={styles.row}>
              <AriaButton slot="drag" aria-label={text.drag(version.name)} className={styles.grip}>
                <GripIcon />
              </AriaButton>
              <span className={styles.name}>{version.name}</span>
              {version.statusLabel ? <Badge>{version.statusLabel}</Badge> : null}
              <IconButton
                label={text.moveUp(version.name)}
                icon={<ChevronUpIcon />}
                size="sm"
                showTooltip={false}
                isDisabled={index === 0}
                onPress={() => setOrder((current) => moveByOne(current, index, -1))}
              />
              <IconButton
                label={text.moveDown(version.name)}
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
    </Modal>
  );
}
