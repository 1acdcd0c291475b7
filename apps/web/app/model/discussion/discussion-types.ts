import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

/** One page of `comment.getThread` as the browser receives it. */
export type ThreadPage = Outputs['comment']['getThread'];
export type ThreadComment = ThreadPage['comments'][number];
