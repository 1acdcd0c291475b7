import { errors, MODEL_TEXTS } from '@atelier/domain';
import { BellIcon, Button, ReservedLabel } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';
import type { ModelPageView } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

/** Spec §8's text for a failed notify toggle. */
const NOTIFY_FAILED = errors.notificationSettingsFailed.message;
const LABELS = [MODEL_TEXTS.notify.start, MODEL_TEXTS.notify.stop];

/**
 * Notifications about the model's new versions: the label says what a press does next ("Notify me", "Stop notifying
 * me"), changes at once and changes back when the call fails. It sends that very change ('Notify' or 'Mute'), so a
 * press never does the opposite of what it says.
 */
export function NotifyButton({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const signInFirst = useSignInFirst();
  const input = { modelId: page.model.id };
  const stateKey = trpc.user.getNotifyModel.queryKey(input);
  const state = useQuery({ ...trpc.user.getNotifyModel.queryOptions(input), enabled: viewer !== null });
  const notifying = state.data?.notifying ?? false;
  const toggle = useMutation(
    trpc.user.toggleNotifyModel.mutationOptions({
      onMutate: async ({ type }) => {
        await queryClient.cancelQueries({ queryKey: stateKey });
        const previous = queryClient.getQueryData(stateKey);
        queryClient.setQueryData(stateKey, { notifying: type === 'Notify' });
        return previous;
      },
      onSuccess: (answer) => queryClient.setQueryData(stateKey, answer),
      onError: (_error, _input, previous) => {
        queryClient.setQueryData(stateKey, previous);
        toast.error(NOTIFY_FAILED);
      },
    }),
  );
  return (
    <Button
      variant={notifying ? 'primary' : 'secondary'}
      tone={notifying ? 'brand' : 'neutral'}
      size="sm"
      icon={<BellIcon />}
      onPress={signInFirst(() => toggle.mutate({ ...input, type: notifying ? 'Mute' : 'Notify' }))}
    >
      <ReservedLabel text={notifying ? MODEL_TEXTS.notify.stop : MODEL_TEXTS.notify.start} texts={LABELS} />
    </Button>
  );
}
