import { IMAGE_NSFW_LEVELS, type ImageNsfwLevel } from '@atelier/domain';

/** An image of a post as `post.get` answers it (the fields the editor reads). */
type ServerImage = {
  id: number;
  url: string;
  width: number;
  height: number;
  nsfwLevel: number;
  tags: readonly { name: string }[];
};

/** One image in the editor: the server's image with the viewer's unsaved NSFW level and tags. */
export type EditorImage = {
  id: number;
  url: string;
  width: number;
  height: number;
  nsfwLevel: ImageNsfwLevel;
  tags: string[];
};

const isNsfwLevel = (value: number): value is ImageNsfwLevel =>
  (IMAGE_NSFW_LEVELS as readonly number[]).includes(value);

const toEditorImage = (image: ServerImage): EditorImage => ({
  id: image.id,
  url: image.url,
  width: image.width,
  height: image.height,
  nsfwLevel: isNsfwLevel(image.nsfwLevel) ? image.nsfwLevel : 1,
  tags: image.tags.map((tag) => tag.name),
});

/**
 * The editor's images after a new answer from the server: the viewer's order and unsaved changes kept, images
 * added since (a finished upload) at the end, images gone (removed) dropped. `null`: nothing edited yet.
 */
export const mergeImages = (
  local: readonly EditorImage[] | null,
  server: readonly ServerImage[],
): EditorImage[] => {
  if (local === null) return server.map(toEditorImage);
  const onServer = new Set(server.map((image) => image.id));
  const known = new Set(local.map((image) => image.id));
  return [
    ...local.filter((image) => onServer.has(image.id)),
    ...server.filter((image) => !known.has(image.id)).map(toEditorImage),
  ];
};

/** The list with the image at `index` moved one place up (-1) or down (1); unchanged at either end. */
export const moveImage = (images: readonly EditorImage[], index: number, by: -1 | 1): EditorImage[] => {
  const target = index + by;
  if (index < 0 || index >= images.length || target < 0 || target >= images.length) return [...images];
  const moved = [...images];
  [moved[index], moved[target]] = [moved[target] as EditorImage, moved[index] as EditorImage];
  return moved;
};

/** `post.update`'s `images`: every image once, in the editor's order, with its NSFW level and tags. */
export const imageChanges = (images: readonly EditorImage[]) =>
  images.map(({ id, nsfwLevel, tags }) => ({ id, nsfwLevel, tags }));

/** The text to confirm before deleting a post: what goes, what stays. */
export const deleteImpact = (post: { images: readonly unknown[]; review: unknown | null }): string => {
  const count = post.images.length;
  const images = count === 1 ? 'its image' : `its ${count} images`;
  const review = post.review === null ? '' : ' The review it belongs to stays.';
  return `This removes the post and ${images} from the gallery and from their pages; support can restore them.${review}`;
};
