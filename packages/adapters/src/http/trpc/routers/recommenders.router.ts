import { GetResourceRecommendations, ToggleResourceRecommendations } from '@atelier/domain';
import { z } from 'zod';
import { id } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

export const recommendersRouter = router({
  getResourceRecommendations: useCaseQuery(
    z.strictObject({ modelVersionId: id }),
    GetResourceRecommendations,
  ),
  toggleResourceRecommendations: useCaseMutation(z.strictObject({ id }), ToggleResourceRecommendations),
});
