import { modelPath } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { type ModelFormValues, toModelUpsert } from './model-form-view';

/**
 * Saves the model form with `model.upsert`: a new model goes on to its first version, an edited one back to its
 * page. A refusal stays on the form with the server's message.
 */
export function useSaveModel(id?: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    ...trpc.model.upsert.mutationOptions(),
    onSuccess: async (model) => {
      await queryClient.invalidateQueries(trpc.model.getById.pathFilter());
      if (id === undefined) {
        toast.success('Your model is created.', 'Add its first version: details, files, then images.');
        navigate(`/models/${model.id}/model-versions/create`);
      } else {
        toast.success('The model is saved.');
        navigate(modelPath(model.id, model.name));
      }
    },
  });
  return {
    save: (values: ModelFormValues) => save.mutate(toModelUpsert(values, id)),
    // Still pending while the next page loads, so the button cannot send twice.
    isPending: save.isPending || save.isSuccess,
    failure: save.error ? failureOf(save.error) : null,
  };
}
