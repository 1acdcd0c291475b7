import type { ReactNode } from 'react';
import { Label, Link, Tag, TagGroup, TagList } from 'react-aria-components';
import { PlusIcon, ThumbUpIcon } from '../../icons';
import * as forms from '../../internal/forms.css';
import { type SelectControl, SelectField } from '../../internal/SelectField';
import type { TagChipView } from '../../view-models/gallery';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './GallerySection.css';

export interface GalleryTagFilter {
  label?: string;
  items: TagChipView[];
  selectedIds: number[];
  onChange: (selectedIds: number[]) => void;
}

export interface GalleryToolbarProps {
  /** e.g. `/posts/create?modelId=1&modelVersionId=2`; left out when the viewer may not post (muted). */
  addPostHref?: string;
  /** e.g. `/posts/create?modelId=1&modelVersionId=2&reviewing=true`; left out when reviews are not allowed. */
  addReviewHref?: string;
  sort?: SelectControl;
  period?: SelectControl;
  tags?: GalleryTagFilter;
  /** The owner's or moderator's gallery moderation entry (a button or menu). */
  moderationSlot?: ReactNode;
  labels?: { addPost?: string; addReview?: string };
}

const linkButton = (variant: 'primary' | 'secondary') =>
  buttonStyles.button({ variant, tone: variant === 'primary' ? 'brand' : 'neutral', size: 'md' });

/** Add Post / Add Review, sort and period selects, tag filter chips and the moderation slot. */
export function GalleryToolbar({
  addPostHref,
  addReviewHref,
  sort,
  period,
  tags,
  moderationSlot,
  labels,
}: GalleryToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        {addPostHref ? (
          <Link href={addPostHref} className={linkButton('primary')}>
            <PlusIcon />
            {labels?.addPost ?? 'Add Post'}
          </Link>
        ) : null}
        {addReviewHref ? (
          <Link href={addReviewHref} className={linkButton('secondary')}>
            <ThumbUpIcon />
            {labels?.addReview ?? 'Add Review'}
          </Link>
        ) : null}
        <span className={styles.spacer} />
        {sort ? <SelectField {...sort} /> : null}
        {period ? <SelectField {...period} /> : null}
        {moderationSlot}
      </div>
      {tags && tags.items.length > 0 ? (
        <TagGroup
          selectionMode="multiple"
          selectedKeys={tags.selectedIds}
          onSelectionChange={(keys) =>
            tags.onChange(keys === 'all' ? tags.items.map((t) => t.id) : [...keys].map(Number))
          }
          className={styles.tagGroup}
        >
          <Label className={forms.label}>{tags.label ?? 'Filter by tag'}</Label>
          <TagList items={tags.items} className={styles.tagList}>
            {(tag) => (
              <Tag id={tag.id} className={styles.tag}>
                {tag.name}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
