import { Button, HeartIcon } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';
import type { VersionSectionProps } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

/** Like (recommend) the selected version: the button turns at once and turns back with the server's message. */
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
      onSettled: () => queryClient.invalidateQueries({ queryKey: engagedKey }),
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
      Like
    </Button>
  );
}
