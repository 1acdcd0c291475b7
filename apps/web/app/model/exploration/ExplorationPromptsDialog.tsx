import { errors } from '@atelier/domain';
import { ExplorationPromptsEditor, Modal } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { explorationPromptsQueryOptions } from '../../gallery/gallery-query';
import { toast } from '../../shell/toasts';

/** Spec §8's text for a failed delete. */
export const DELETE_PROMPT_FAILED = errors.deletePromptFailed.message;

export type ExplorationPromptsDialogProps = {
  modelId: number;
  versionId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The owner's exploration prompts of a version (the gallery's exploration card offers them): list, add, edit a
 * prompt's text (an upsert by name, so the name is not editable), delete. Changes show once the server has them.
 */
export function ExplorationPromptsDialog({
  modelId,
  versionId,
  isOpen,
  onOpenChange,
}: ExplorationPromptsDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = explorationPromptsQueryOptions(trpc, versionId);
  const prompts = useQuery(options);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const save = useMutation(
    trpc.modelVersion.upsertExplorationPrompt.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast.error(failureOf(error).message),
    }),
  );
  const remove = useMutation(
    trpc.modelVersion.deleteExplorationPrompt.mutationOptions({
      onSuccess: refresh,
      onError: () => toast.error(DELETE_PROMPT_FAILED),
    }),
  );
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Exploration prompts">
      <ExplorationPromptsEditor
        prompts={(prompts.data ?? []).map(({ name, prompt }) => ({ name, prompt }))}
        onSave={({ name, prompt }) => save.mutate({ id: versionId, modelId, name, prompt })}
        onDelete={(name) => remove.mutate({ id: versionId, modelId, name })}
        isSaving={save.isPending}
        deletingName={remove.isPending ? remove.variables.name : null}
        labels={{ title: 'Prompts of this version' }}
      />
    </Modal>
  );
}
