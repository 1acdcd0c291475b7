import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';

/**
 * The owner's changes to one file: its type and precision (`modelFile.update`) and deleting it
 * (`modelFile.delete`). Both wait for the server, then the version's files are fetched again; a refusal shows the
 * server's message in the dialog that asked for it.
 */
export function useFileActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.model.getById.queryFilter());

  const update = useMutation({
    ...trpc.modelFile.update.mutationOptions(),
    onSuccess: async () => {
      setEditing(null);
      toast.success('The file is updated.');
      await refresh();
    },
  });
  const remove = useMutation({
    ...trpc.modelFile.delete.mutationOptions(),
    onSuccess: async () => {
      setDeleting(null);
      toast.success('The file is deleted.');
      await refresh();
    },
  });

  return {
    editing,
    deleting,
    startEdit: (fileId: number) => {
      update.reset();
      setEditing(fileId);
    },
    startDelete: (fileId: number) => {
      remove.reset();
      setDeleting(fileId);
    },
    closeEdit: () => setEditing(null),
    closeDelete: () => setDeleting(null),
    update,
    remove,
    updateError: update.error ? failureOf(update.error).message : null,
    removeError: remove.error ? failureOf(remove.error).message : null,
  };
}
