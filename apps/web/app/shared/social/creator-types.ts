import type { AppRouter } from '@atelier/adapters';
import type { inferRouterOutputs } from '@trpc/server';

/** `user.getCreator` as the browser receives it. */
export type Creator = inferRouterOutputs<AppRouter>['user']['getCreator'];
