import { AddModelToCollection, FollowCollection, UnfollowCollection } from '@atelier/domain';
import { z } from 'zod';
import { id } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation } from '../use-case-procedure.js';

export const collectionRouter = router({
  follow: useCaseMutation(z.strictObject({ collectionId: id }), FollowCollection),
  unfollow: useCaseMutation(z.strictObject({ collectionId: id }), UnfollowCollection),
  addModel: useCaseMutation(z.strictObject({ collectionId: id, modelId: id }), AddModelToCollection),
});
