import { Button, formatCompactNumber, HeartIcon, visuallyHidden } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';
import type { VersionSectionProps } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

/**
 * Like (recommend) the selected version, with how many people like it: the button turns at once and turns back with
 * the server's message; the count is the page's, read again once the call is done.
 */
export function LikeButton({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const signInFirst = useSignInFirst();
  const engagedKey = trpc.user.getEngagedModelVersions.queryKey({ id: page.model.id });
  const engaged = useQuery({
    ...trpc.user.getEngagedModelVersions.queryOptions({ id: page.model.id }),
    enabled: viewer !== null,
  });
  const liked = engaged.data?.recommended.includes(version.id) ?? false;
  const toggle = useMutation(
    trpc.reaction.toggleLike.mutationOptions({
      onMutate: async ({ setTo }) => {
        await queryClient.cancelQueries({ queryKey: engagedKey });
        const previous = queryClient.getQueryData(engagedKey);
        queryClient.setQueryData(engagedKey, (current) =>
          current
            ? {
                ...current,
                recommended: setTo
                  ? [...current.recommended, version.id]
                  : current.recommended.filter((id) => id !== version.id),
              }
            : current,
        );
        return previous;
      },
      onError: (error, _input, previous) => {
        queryClient.setQueryData(engagedKey, previous);
        toast.error(failureOf(error).message);
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: engagedKey }),
          queryClient.invalidateQueries(trpc.model.getById.pathFilter()),
        ]),
    }),
  );
  return (
    <Button
      variant={liked ? 'primary' : 'secondary'}
      tone={liked ? 'critical' : 'neutral'}
      size="sm"
      icon={<HeartIcon />}
      aria-pressed={viewer ? liked : undefined}
      onPress={signInFirst(() =>
        toggle.mutate({ modelId: page.model.id, modelVersionId: version.id, setTo: !liked }),
      )}
    >
      Like{' '}
      <span title={`${version.likeCount.toLocaleString('en-US')} likes`}>
        {formatCompactNumber(version.likeCount)}
      </span>
      <span className={visuallyHidden}> {version.likeCount === 1 ? 'like' : 'likes'}</span>
    </Button>
  );
}
