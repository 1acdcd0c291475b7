import { countdownRefreshMs, errors, formatCountdown } from '@atelier/domain';
import { EarlyAccessNotice } from '@atelier/react-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { toast } from '../../shell/toasts';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import type { VersionSectionProps } from '../model-types';
import { EarlyAccessPurchase } from './EarlyAccessPurchase';
import { earlyAccessNoticeView } from './early-access-view';
import { useEngagement } from './use-engagement';

const NOTIFY_FAILED = errors.notificationSettingsFailed.message;

/** The countdown reads and redraws by the domain's rules (spec §4, §9). */
const COUNTDOWN = { format: formatCountdown, refreshMs: countdownRefreshMs };

/** The early-access block (spec §2): countdown, what is gated, "Get access" and the notify toggle. */
export function EarlyAccessBlock({ page, version }: VersionSectionProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const [isPurchaseOpen, setPurchaseOpen] = useState(false);
  const { engagement, update } = useEngagement(page.model.id, version.id);

  const toggleNotify = useMutation(
    trpc.modelVersion.toggleNotifyEarlyAccess.mutationOptions({
      onMutate: () => update({ notifyEarlyAccess: !engagement?.notifyEarlyAccess }),
      onSuccess: ({ notify }) => update({ notifyEarlyAccess: notify }),
      onError: (error, _input, undo) => {
        undo?.();
        toast.error(NOTIFY_FAILED, failureOf(error).message);
      },
    }),
  );
  const signIn = () => navigate(signInHref);

  return (
    <>
      <EarlyAccessNotice
        notice={earlyAccessNoticeView(page, version)}
        countdown={COUNTDOWN}
        onGetAccess={viewer ? () => setPurchaseOpen(true) : signIn}
        notify={{
          isNotifying: engagement?.notifyEarlyAccess ?? false,
          onToggle: viewer ? () => toggleNotify.mutate({ id: version.id }) : signIn,
          isPending: toggleNotify.isPending,
        }}
        // The server rendered the block while early access ran; at zero the page asks again for the version.
        onEnd={() => queryClient.invalidateQueries(trpc.model.getById.pathFilter())}
      />
      {viewer ? (
        <EarlyAccessPurchase version={version} isOpen={isPurchaseOpen} onOpenChange={setPurchaseOpen} />
      ) : null}
    </>
  );
}
