import {
  ApproveReviewRequest,
  DeclineReviewRequest,
  ListModelsInViolation,
  ListReports,
  ListReviewRequests,
  REPORT_OUTCOMES,
  ResolveReport,
  SearchForModerators,
} from '@atelier/domain';
import { z } from 'zod';
import { id, text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseMutation, useCaseQuery } from '../use-case-procedure.js';

/** Which review request: the model's, or one version's. */
const requestTarget = { modelId: id, modelVersionId: id.nullish() };

/** The moderator workspace (`/moderator`, docs/moderation.md): moderators only, enforced by each use case. */
export const moderatorRouter = router({
  getReviewRequests: useCaseQuery(z.strictObject({}), ListReviewRequests),
  approveReviewRequest: useCaseMutation(z.strictObject(requestTarget), ApproveReviewRequest),
  declineReviewRequest: useCaseMutation(
    z.strictObject({ ...requestTarget, message: text(2000) }),
    DeclineReviewRequest,
  ),
  getReports: useCaseQuery(z.strictObject({ after: id.nullish() }), ListReports),
  resolveReport: useCaseMutation(
    z.strictObject({
      id,
      outcome: z.enum(REPORT_OUTCOMES),
      unpublish: z.boolean().optional(),
      note: text(2000).nullish(),
    }),
    ResolveReport,
  ),
  getModelsInViolation: useCaseQuery(z.strictObject({ before: id.nullish() }), ListModelsInViolation),
  getModelsMatching: useCaseQuery(z.strictObject({ query: text(200) }), SearchForModerators),
});
