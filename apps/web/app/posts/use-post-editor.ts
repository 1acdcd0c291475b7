import { useState } from 'react';
import { type EditorImage, mergeImages } from './post-editor-view';

/**
 * The post editor's state over `post.get`'s answer: the title and the images with the viewer's unsaved order, NSFW
 * levels and tags; images that arrive (uploads) or go (removals) show up on the next answer.
 */
export function usePostEditor(
  post: { title: string | null; images: Parameters<typeof mergeImages>[1] } | undefined,
) {
  const [title, setTitle] = useState<string | null>(null);
  const [edited, setEdited] = useState<EditorImage[] | null>(null);
  return {
    title: title ?? post?.title ?? '',
    setTitle,
    images: mergeImages(edited, post?.images ?? []),
    setImages: setEdited,
  };
}
