import { auditEntry } from '../moderation/audit-entry.js';
import type { Repositories } from '../ports/unit-of-work.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { postTitle } from './create-post.js';
import type { Image, Post } from './gallery.js';
import { isPostPublished, loadPostToChange } from './post-access.js';
import { IMAGE_NSFW_LEVELS, type ImageNsfwLevel, MAX_IMAGE_TAGS } from './post-images.js';

/** One image as the editor saves it: its NSFW level and the names of its tags (existing tags only). */
type ImageChange = { id: number; nsfwLevel: ImageNsfwLevel; tags: string[] };

type UpdatePostInput = {
  id: number;
  title?: string | null;
  /** Publishes a draft now; a published post stays as it is. */
  publish?: true;
  /** Every image of the post once, in the order to show them, each with its NSFW level and tags. */
  images?: ImageChange[];
};

/** The list names each of the post's images exactly once. */
const namesEveryImageOnce = (current: readonly Image[], changes: readonly ImageChange[]): boolean => {
  const listed = new Set(changes.map((change) => change.id));
  return (
    listed.size === changes.length &&
    changes.length === current.length &&
    current.every((image) => listed.has(image.id))
  );
};

/** Each image's tags by their stored ids, in the order given, each tag once; an unknown name is refused by name. */
const resolveImageTags = async (
  r: Pick<Repositories, 'tags'>,
  changes: readonly ImageChange[],
): Promise<Result<{ id: number; nsfwLevel: number; tagIds: number[] }[]>> => {
  const names = [...new Set(changes.flatMap((change) => change.tags.map((name) => name.trim())))];
  const stored = new Map((await r.tags.named(names)).map((tag) => [tag.name.toLowerCase(), tag.id]));
  const unknown = names.find((name) => !stored.has(name.toLowerCase()));
  if (unknown !== undefined) return fail(errors.postUnknownTag(unknown));
  return ok(
    changes.map((change) => ({
      id: change.id,
      nsfwLevel: change.nsfwLevel,
      tagIds: [...new Set(change.tags.map((name) => stored.get(name.trim().toLowerCase()) as number))],
    })),
  );
};

const checkImageChanges = (changes: readonly ImageChange[] | undefined): Result<null> => {
  for (const change of changes ?? []) {
    if (!IMAGE_NSFW_LEVELS.includes(change.nsfwLevel))
      return fail(errors.invalidInput(`An image's NSFW level is one of ${IMAGE_NSFW_LEVELS.join(', ')}.`));
    if (change.tags.length > MAX_IMAGE_TAGS)
      return fail(errors.invalidInput(`An image can have at most ${MAX_IMAGE_TAGS} tags.`));
  }
  return ok(null);
};

/**
 * `post.update`: the post editor's save. Its author or a moderator (not muted: editing is posting) sets the title,
 * the images' order, NSFW levels and tags, and publishes a draft, which needs at least one image. All in one
 * transaction with the version's NSFW recount queued and one audit entry; a refusal changes nothing.
 */
export class UpdatePost {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: UpdatePostInput): Promise<Result<Post>> {
    const now = this.deps.clock.now();
    const title = input.title === undefined ? null : postTitle(input.title);
    if (title !== null && !title.ok) return title;
    const checked = checkImageChanges(input.images);
    if (!checked.ok) return checked;
    return this.deps.uow.run(async (r) => {
      const loaded = await loadPostToChange(r, viewer, input.id, now, 'model.post');
      if (!loaded.ok) return loaded;
      const { post, model, version } = loaded.value;
      const images = await r.posts.imagesInOrder(post.id);
      if (input.images !== undefined) {
        if (!namesEveryImageOnce(images, input.images))
          return fail(errors.invalidInput("List each of the post's images once, in the order to show them."));
        const edits = await resolveImageTags(r, input.images);
        if (!edits.ok) return edits;
        await r.posts.saveImages(post.id, edits.value);
      }
      const publishing = input.publish === true && !isPostPublished(post, now);
      if (publishing && images.length === 0) return fail(errors.postHasNoImages);
      const saved: Post = {
        ...post,
        title: title === null ? post.title : title.value,
        publishedAt: publishing ? now : post.publishedAt,
      };
      await r.posts.save(saved);
      if (publishing || input.images !== undefined)
        await r.queue.enqueue('nsfwLevelUpdate', { modelVersionId: version.id });
      await r.audit.append(
        auditEntry(viewer, 'post.update', { modelId: model.id, modelVersionId: version.id }, now, {
          postId: post.id,
          ...(title === null ? {} : { title: saved.title }),
          ...(publishing ? { published: true } : {}),
          ...(input.images === undefined ? {} : { images: input.images.map((image) => image.id) }),
        }),
      );
      return ok(saved);
    });
  }
}
