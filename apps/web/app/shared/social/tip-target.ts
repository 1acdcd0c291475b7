import type { AppRouter } from '@atelier/adapters';
import type { inferRouterInputs } from '@trpc/server';

type TipInput = inferRouterInputs<AppRouter>['buzz']['tip'];

/** Who receives a tip and what it is given on (a model from its page, the user from a creator card). */
export type TipTarget = {
  userId: number;
  username: string;
  entityType: TipInput['entityType'];
  entityId: number;
};
