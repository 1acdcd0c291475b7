import type { HiddenEntryView } from '../../view-models/gallery-moderation';
import { Button } from '../Button/Button';
import * as styles from './GalleryModerationModal.css';

export interface HiddenListProps {
  title: string;
  entries: HiddenEntryView[];
  emptyText: string;
  unhideLabel: string;
  onUnhide: (id: number) => void;
}

/** A titled list of hidden entries, each with an "Unhide" button named after it ("Unhide gore"). */
export function HiddenList({ title, entries, emptyText, unhideLabel, onUnhide }: HiddenListProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {entries.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              {entry.thumbnailUrl ? (
                <img src={entry.thumbnailUrl} alt="" className={styles.thumbnail} loading="lazy" />
              ) : null}
              <span className={styles.entryLabel}>{entry.label}</span>
              <Button
                size="sm"
                variant="subtle"
                tone="neutral"
                aria-label={`${unhideLabel} ${entry.label}`}
                onPress={() => onUnhide(entry.id)}
              >
                {unhideLabel}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
