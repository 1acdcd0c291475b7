import { GetLeaderboard } from '@atelier/domain';
import { z } from 'zod';
import { text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseQuery } from '../use-case-procedure.js';

export const leaderboardRouter = router({
  /** The /leaderboard/{id} page: the board's top creators, ranked from their creator-card stats. */
  get: useCaseQuery(z.strictObject({ id: text(50) }), GetLeaderboard),
});
