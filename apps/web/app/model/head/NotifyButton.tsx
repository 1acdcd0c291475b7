import { BellIcon, Button } from '@atelier/react-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useViewer } from '../../shell/use-viewer';
import type { ModelPageView } from '../model-types';
import { useSignInFirst } from './use-sign-in-first';

/** Spec §8's text for a failed notify toggle. */
const NOTIFY_FAILED = 'Failed to update notification settings.';

/**
 * Notifications about the model's new versions. The API has no read of the current setting, so the button starts
 * off and always sends the state it shows ('Notify' or 'Mute'): a press never does the opposite of what it says.
 */
export function NotifyButton({ page }: { page: ModelPageView }) {
  const trpc = useTRPC();
  const viewer = useViewer();
  const signInFirst = useSignInFirst();
  const [notifying, setNotifying] = useState(false);
  const toggle = useMutation(
    trpc.user.toggleNotifyModel.mutationOptions({
      onMutate: ({ type }) => {
        setNotifying(type === 'Notify');
        return { previous: notifying };
      },
      onSuccess: (state) => setNotifying(state.notifying),
      onError: (_error, _input, context) => {
        setNotifying(context?.previous ?? false);
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
      aria-pressed={viewer ? notifying : undefined}
      onPress={signInFirst(() =>
        toggle.mutate({ modelId: page.model.id, type: notifying ? 'Mute' : 'Notify' }),
      )}
    >
      Notify me
    </Button>
  );
}
