import {
  AddModelToCollection,
  FollowCollection,
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
  /** The viewer's own collections, for the add-to-collection dialog. */
  getAllUser: useCaseQuery(noInput, GetOwnCollections),
  addModel: useCaseMutation(z.strictObject({ collectionId: id, modelId: id }), AddModelToCollection),
});
