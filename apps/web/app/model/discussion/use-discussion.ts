import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { threadKey, threadQueryOptions } from './discussion-query';

/**
 * The discussion's pages and its writes. Every write refetches the loaded pages (the server decides what each
 * viewer sees and may do) and says a refusal with the catalogue's text.
 */
export function useDiscussion(modelId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery(threadQueryOptions(trpc, modelId));
  const refetch = () => queryClient.invalidateQueries({ queryKey: threadKey(trpc, modelId) });
  const handlers = {
    onSuccess: refetch,
    onError: (error: unknown) => toast.error(failureOf(error).message),
  };
  return {
    thread,
    create: useMutation(trpc.comment.create.mutationOptions(handlers)),
    update: useMutation(trpc.comment.update.mutationOptions(handlers)),
    remove: useMutation(trpc.comment.delete.mutationOptions(handlers)),
    toggleHide: useMutation(trpc.comment.toggleHide.mutationOptions(handlers)),
    toggleReaction: useMutation(trpc.comment.toggleReaction.mutationOptions(handlers)),
    report: useMutation(
      trpc.report.create.mutationOptions({
        onSuccess: () => toast.success('Report sent', 'Thank you. Our moderators will look into it.'),
        onError: handlers.onError,
      }),
    ),
  };
}

export type DiscussionApi = ReturnType<typeof useDiscussion>;
