import { errors } from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../api/failure';
import { useTRPC } from '../../api/trpc';
import { lazyDialog } from '../../shared/lazy-dialog';
import { INSUFFICIENT_BUZZ_TOOLTIP, useBuyBuzzHref } from '../../shared/social/buzz';
import { useRefreshBuzz } from '../../shared/social/use-buzz-balance';
import { toast } from '../../shell/toasts';
import { earlyAccessOffers, purchaseExplanation } from './early-access-view';
import type { PageVersion } from './panel-types';

const EarlyAccessPurchaseModal = lazyDialog(() =>
  import('../../shared/kit-dialogs').then((kit) => kit.EarlyAccessPurchaseModal),
);

type Props = { version: PageVersion; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
type Outcome =
  | { success: { title: string; text: string } }
  | { unavailable: { title: string; text: string } };

/**
 * "Get access to this Model Version!": buys download or generation access with Buzz. Afterwards the page and the
 * viewer's balance are loaded again, so the panel offers the download at once.
 */
export function EarlyAccessPurchase({ version, isOpen, onOpenChange }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshBuzz = useRefreshBuzz();
  const buyBuzzHref = useBuyBuzzHref();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const balance = useQuery({ ...trpc.buzz.getBalance.queryOptions(), enabled: isOpen });

  const purchase = useMutation(
    trpc.modelVersion.earlyAccessPurchase.mutationOptions({
      onSuccess: (result, { type }) => {
        setOutcome({ success: { title: result.message, text: purchaseExplanation(type) } });
        queryClient.invalidateQueries(trpc.model.getById.pathFilter());
        queryClient.invalidateQueries(trpc.user.getEngagedModelVersions.pathFilter());
      },
      onError: (error) => {
        const failure = failureOf(error);
        if (failure.reaction === 'earlyAccessOff') {
          setOutcome({ unavailable: { title: errors.earlyAccessOff.title, text: failure.message } });
        } else {
          toast.error(failure.message);
        }
      },
      onSettled: refreshBuzz,
    }),
  );

  return (
    <EarlyAccessPurchaseModal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setOutcome(null);
        onOpenChange(open);
      }}
      offers={earlyAccessOffers(version, balance.data?.balance ?? 0)}
      balance={balance.data?.balance ?? 0}
      onPurchase={(type) => purchase.mutate({ modelVersionId: version.id, type })}
      isPending={purchase.isPending || balance.isLoading}
      insufficientTooltip={INSUFFICIENT_BUZZ_TOOLTIP}
      onBuyBuzz={() => navigate(buyBuzzHref)}
      {...outcome}
    />
  );
}
