import { AddPostImage } from '../../gallery/add-post-image.js';
import { CreatePost } from '../../gallery/create-post.js';
import { DeletePost } from '../../gallery/delete-post.js';
import { RemovePostImage } from '../../gallery/remove-post-image.js';
import { UpdatePost } from '../../gallery/update-post.js';
import type { ModelVersion } from '../../models/model-version.js';
import type { Result } from '../../shared/result.js';
import { aPost, type TestWorld } from '../../testing/index.js';
import type { User } from '../../users/user.js';
import type { AuditAction } from '../audit.js';

/** A step of audit-steps.ts (its `Step`, of which these read only the scene's world, owner and versions). */
type PostStep = {
  action: AuditAction;
  by: 'owner' | 'moderator';
  run: (
    scene: { world: TestWorld; owner: User; v1: ModelVersion; v2: ModelVersion },
    actor: User,
  ) => Promise<Result<unknown>>;
};

/** The audited post writes (docs/posts.md): the owner's or a moderator's, on the scene's versions. */
export const POST_STEPS: PostStep[] = [
  {
    action: 'post.create',
    by: 'owner',
    run: ({ world, v2 }, actor) => new CreatePost(world.deps).execute(actor, { modelVersionId: v2.id }),
  },
  {
    action: 'post.addImage',
    by: 'moderator',
    run: async ({ world, owner, v1 }, actor) => {
      const post = await world.given.post(aPost().of(v1).by(owner));
      world.uploads.add(
        { id: 'img-audit', userId: actor.id, filename: 'a.png', type: 'Image' },
        new Uint8Array(16),
      );
      return new AddPostImage(world.deps).execute(actor, { postId: post.id, uploadId: 'img-audit' });
    },
  },
  {
    action: 'post.update',
    by: 'owner',
    run: async ({ world, owner, v1 }, actor) => {
      const post = await world.given.post(aPost().of(v1).by(owner).unpublished());
      return new UpdatePost(world.deps).execute(actor, { id: post.id, title: 'Out now', publish: true });
    },
  },
  {
    action: 'post.removeImage',
    by: 'moderator',
    run: async ({ world, owner, v1 }, actor) => {
      const post = await world.given.post(aPost().of(v1).by(owner).withImages({}, {}));
      const imageId = post.images[1]?.id ?? 0;
      return new RemovePostImage(world.deps).execute(actor, { postId: post.id, imageId });
    },
  },
  {
    action: 'post.delete',
    by: 'owner',
    run: async ({ world, owner, v2 }, actor) => {
      const post = await world.given.post(aPost().of(v2).by(owner));
      return new DeletePost(world.deps).execute(actor, { id: post.id });
    },
  },
];
