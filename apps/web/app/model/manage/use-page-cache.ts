import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import type { ModelPageAnswer, ModelPageView } from '../model-types';

type Snapshot = [QueryKey, ModelPageAnswer | undefined][];

/**
 * The model page's cached answers (one per version asked for), for optimistic changes: `patch` changes every cached
 * answer of the model at once and returns what `restore` puts back when the server refuses.
 */
export function usePageCache(modelId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filter = trpc.model.getById.pathFilter();
  return {
    patch: async (change: (page: ModelPageView) => ModelPageView): Promise<Snapshot> => {
      await queryClient.cancelQueries(filter);
      const snapshot = queryClient.getQueriesData<ModelPageAnswer>(filter);
      queryClient.setQueriesData<ModelPageAnswer>(filter, (answer) =>
        answer?.view === 'model' && answer.model.id === modelId ? change(answer) : answer,
      );
      return snapshot;
    },
    restore: (snapshot: Snapshot | undefined) => {
      for (const [key, answer] of snapshot ?? []) queryClient.setQueryData(key, answer);
    },
  };
}

export type ActionTexts = {
  /** Toasted when the call succeeds. */
  success?: string;
  /** A failure's title; the server's message becomes its description. Without it the message is the title. */
  failure?: string;
};

/**
 * What every management call does when it ends: the catalogue's texts in a toast, then every query asks again, since
 * one action can change the page's notices, versions, gallery and history at once.
 */
export function useSettled(texts: ActionTexts = {}) {
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      if (texts.success) toast.success(texts.success);
    },
    onError: (error: unknown) => {
      const { message } = failureOf(error);
      if (texts.failure) toast.error(texts.failure, message);
      else toast.error(message);
    },
    onSettled: () => queryClient.invalidateQueries(),
  };
}
