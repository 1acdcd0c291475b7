import { Modal } from '@atelier/react-kit';
import { Fragment } from 'react';
import type { ModelPageView } from '../model-types';
import { dateView } from '../panel/dates';
import * as styles from './manage.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const when = (date: Date | null) => (date === null ? '—' : dateView(new Date(date)).text);

/** What a moderator's lookup shows: the record behind the page, in plain words. */
export const lookupFacts = ({
  model,
  creatorId,
  versions,
}: Pick<ModelPageView, 'model' | 'creatorId' | 'versions'>) => [
  ['Model id', String(model.id)],
  ['Owner id', String(creatorId)],
  ['Status', model.status],
  ['Mode', model.mode ?? 'None'],
  ['Availability', model.availability],
  ['NSFW level', String(model.nsfwLevel)],
  ['Real person (poi)', yesNo(model.poi)],
  ['Minor', yesNo(model.minor)],
  ['Locked', yesNo(model.locked)],
  ['Comments locked', yesNo(model.meta.commentsLocked)],
  ['Cannot promote', yesNo(model.meta.cannotPromote)],
  ['Searchable', yesNo(model.meta.searchable)],
  ['In generation', yesNo(model.meta.generationEnabled)],
  ['Review requested', yesNo(model.meta.needsReview)],
  [
    'Showcase collection',
    model.meta.showcaseCollectionId === null ? '—' : String(model.meta.showcaseCollectionId),
  ],
  ['Published', when(model.publishedAt)],
  ['Updated', when(model.updatedAt)],
  ['Deleted', when(model.deletedAt)],
  ['Versions', versions.map((version) => `${version.name} (${version.id}, ${version.status})`).join(', ')],
];

/** The moderator's "Lookup model". */
export function LookupDialog({ page, onClose }: { page: ModelPageView; onClose: () => void }) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Model lookup"
      size="lg"
    >
      <dl className={styles.facts}>
        {lookupFacts(page).map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Modal>
  );
}
