import {
  AddModelToCollection,
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  CreateCollection,
  DeleteCollection,
  FollowCollection,
  GetCollection,
  GetCollectionDeleteImpact,
  GetCollectionFollowState,
  GetOwnCollections,
  GetUserCollections,
  RemoveModelFromCollection,
  UnfollowCollection,
  UpdateCollection,
} from '@atelier/domain';
import { z } from 'zod';
import { id, noInput, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** A collection's settings; blank names and lengths are the use case's to judge (a little slack for whitespace). */
const settings = {
  name: text(COLLECTION_NAME_MAX * 2),
  description: text(COLLECTION_DESCRIPTION_MAX * 2).nullable(),
  isPrivate: z.boolean(),
};

export const collectionRouter = router({
  follow: useCaseMutation(z.strictObject({ collectionId: id }), FollowCollection),
  unfollow: useCaseMutation(z.strictObject({ collectionId: id }), UnfollowCollection),
  /** Whether the viewer follows it, so the follow button starts in the right state. */
  getFollowState: useCaseQuery(z.strictObject({ collectionId: id }), GetCollectionFollowState),
  /** The viewer's own collections, for the add-to-collection dialog. */
  getAllUser: useCaseQuery(noInput, GetOwnCollections),
  addModel: useCaseMutation(
    z.strictObject({ collectionId: id, modelId: id, modelVersionId: id.nullable().optional() }),
    AddModelToCollection,
  ),
  // Issue 17: collections their owners manage, and their page (/collections/{id}).
  removeModel: useCaseMutation(z.strictObject({ collectionId: id, modelId: id }), RemoveModelFromCollection),
  create: useCaseMutation(z.strictObject(settings), CreateCollection),
  update: useCaseMutation(z.strictObject({ id, ...settings }), UpdateCollection),
  getDeleteImpact: useCaseQuery(z.strictObject({ id }), GetCollectionDeleteImpact),
  delete: useCaseMutation(z.strictObject({ id }), DeleteCollection),
  getById: useCaseQuery(z.strictObject({ id }), GetCollection),
  /** The collections a profile lists (/user/{username}). */
  getByUser: useCaseQuery(z.strictObject({ username: text(100) }), GetUserCollections),
});
