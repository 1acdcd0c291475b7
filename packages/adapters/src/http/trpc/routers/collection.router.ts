import {
  AddModelToCollection,
  FollowCollection,
  GetCollectionFollowState,
  GetOwnCollections,
  UnfollowCollection,
} from '@atelier/domain';
import { z } from 'zod';
import { id, noInput } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

export const collectionRouter = router({
  follow: useCaseMutation(z.strictObject({ collectionId: id }), FollowCollection),
  unfollow: useCaseMutation(z.strictObject({ collectionId: id }), UnfollowCollection),
  /** Whether the viewer follows it, so the follow button starts in the right state. */
  getFollowState: useCaseQuery(z.strictObject({ collectionId: id }), GetCollectionFollowState),
  /** The viewer's own collections, for the add-to-collection dialog. */
  getAllUser: useCaseQuery(noInput, GetOwnCollections),
  addModel: useCaseMutation(z.strictObject({ collectionId: id, modelId: id }), AddModelToCollection),
});
