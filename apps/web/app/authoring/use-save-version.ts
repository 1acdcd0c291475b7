import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { toVersionUpsert, type VersionFormValues } from './version-form-view';

/**
 * Saves the version form with `modelVersion.upsert`, then goes where the page says (`nextHref` of the saved version:
 * files for a new version or step 1, the model page after an edit). A refusal stays on the form.
 */
export function useSaveVersion({
  modelId,
  id,
  nextHref,
}: {
  modelId: number;
  id?: number;
  nextHref: (version: { id: number; modelId: number }) => string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    ...trpc.modelVersion.upsert.mutationOptions(),
    onSuccess: async (version) => {
      toast.success(id === undefined ? 'The version is created.' : 'The version is saved.');
      await queryClient.invalidateQueries(trpc.model.getById.pathFilter());
      navigate(nextHref(version));
    },
  });
  return {
    save: (values: VersionFormValues) => save.mutate(toVersionUpsert(values, modelId, id)),
    isPending: save.isPending || save.isSuccess,
    failure: save.error ? failureOf(save.error) : null,
  };
}
