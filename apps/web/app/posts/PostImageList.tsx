import { MAX_IMAGE_TAGS } from '@atelier/domain';
import { Button, ChoiceField, EmptyState, TagInput } from '@atelier/react-kit';
import { BROWSING_LEVEL_OPTIONS } from '../model/gallery-moderation/browsing-levels';
import { type EditorImage, moveImage } from './post-editor-view';
import * as styles from './posts.css';

const NSFW_OPTIONS = BROWSING_LEVEL_OPTIONS.map((level) => ({ id: String(level.value), label: level.label }));

export type PostImageListProps = {
  images: EditorImage[];
  onChange: (images: EditorImage[]) => void;
  /** Removes an image now (the edit page); left out where images only arrive (the create page's draft). */
  onRemove?: (image: EditorImage) => void;
  /** The image being removed. */
  removingId?: number | null;
};

/** After a move, focus stays on the moved image's button (or its other one, at either end of the list). */
const focusMoveButton = (imageId: number, direction: 'up' | 'down') => {
  requestAnimationFrame(() => {
    const wanted = document.getElementById(`move-${direction}-${imageId}`);
    const other = document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${imageId}`);
    const target = wanted instanceof HTMLButtonElement && !wanted.disabled ? wanted : other;
    target?.focus();
  });
};

/**
 * The post's images in the editor, in order: each with Move up / Move down (keyboard friendly, focus follows the
 * image), its NSFW level, its tags (the hub's tags, by name) and, on the edit page, Remove.
 */
export function PostImageList({ images, onChange, onRemove, removingId = null }: PostImageListProps) {
  if (images.length === 0)
    return <EmptyState title="No images yet" description="Add images: each shows what the model makes." />;
  const patch = (id: number, next: Partial<EditorImage>) =>
    onChange(images.map((image) => (image.id === id ? { ...image, ...next } : image)));
  const move = (index: number, by: -1 | 1, image: EditorImage) => {
    onChange(moveImage(images, index, by));
    focusMoveButton(image.id, by === -1 ? 'up' : 'down');
  };
  return (
    <ol className={styles.imageList} aria-label="Images of the post">
      {images.map((image, index) => {
        const name = `image ${index + 1}`;
        return (
          <li
            key={image.id}
            className={styles.imageItem}
            aria-label={`Image ${index + 1} of ${images.length}`}
          >
            <img
              src={image.url}
              alt=""
              width={image.width}
              height={image.height}
              className={styles.thumbnail}
            />
            <div className={styles.imageControls}>
              <div className={styles.actions}>
                <Button
                  id={`move-up-${image.id}`}
                  variant="secondary"
                  tone="neutral"
                  size="sm"
                  isDisabled={index === 0}
                  aria-label={`Move up: ${name}`}
                  onPress={() => move(index, -1, image)}
                >
                  Move up
                </Button>
                <Button
                  id={`move-down-${image.id}`}
                  variant="secondary"
                  tone="neutral"
                  size="sm"
                  isDisabled={index === images.length - 1}
                  aria-label={`Move down: ${name}`}
                  onPress={() => move(index, 1, image)}
                >
                  Move down
                </Button>
                {onRemove ? (
                  <Button
                    variant="subtle"
                    tone="critical"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    isLoading={removingId === image.id}
                    onPress={() => onRemove(image)}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
              <ChoiceField
                label={`NSFW level of ${name}`}
                value={String(image.nsfwLevel)}
                options={NSFW_OPTIONS}
                onChange={(value) =>
                  patch(image.id, { nsfwLevel: Number(value) as EditorImage['nsfwLevel'] })
                }
              />
              <TagInput
                label={`Tags of ${name}`}
                values={image.tags}
                onChange={(tags) => patch(image.id, { tags: tags.slice(0, MAX_IMAGE_TAGS) })}
                description="The hub's tags, e.g. portrait or landscape: type one and press Enter."
                splitOnComma
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
