import { GetPage } from '@atelier/domain';
import { z } from 'zod';
import { text } from '../schemas.js';
import { router } from '../trpc.js';
import { useCaseQuery } from '../use-case-procedure.js';

export const pageRouter = router({
  /** An operator page (`/articles/…`, `/content/…`) by slug, rendered and sanitised. */
  get: useCaseQuery(z.strictObject({ slug: text(300) }), GetPage),
});
