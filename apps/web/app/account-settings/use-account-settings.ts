import { errors } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { fieldErrorsOf } from './settings-errors';

/** The viewer's settings (prefetched by the route's loader). */
export const useAccountSettings = () => {
  const trpc = useTRPC();
  return useQuery(trpc.user.getSettings.queryOptions()).data ?? null;
};

/**
 * Saves some of the settings. On success: a toast, the new settings in the cache, and every other cached read
 * refetched (the download button, galleries and creator cards read these settings on the server).
 */
export const useSaveSettings = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.user.updateSettings.mutationOptions({
      onSuccess: async (settings) => {
        queryClient.setQueryData(trpc.user.getSettings.queryKey(), settings);
        toast.success(errors.settingsSaved);
        await queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0]?.toString() !== trpc.user.getSettings.queryKey()[0]?.toString(),
        });
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (Object.keys(fieldErrorsOf(failure)).length === 0) toast.error(failure.message);
      },
    }),
  );
  const fieldErrors = save.error ? fieldErrorsOf(failureOf(save.error)) : {};
  return { save, fieldErrors };
};
