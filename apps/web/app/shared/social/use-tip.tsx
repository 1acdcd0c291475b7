import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import { INSUFFICIENT_BUZZ_TOOLTIP, MIN_TIP, useBuyBuzzHref } from './buzz';
import { TipDialog } from './TipDialog';
import type { TipTarget } from './tip-target';
import { useBuzzBalance } from './use-buzz-balance';

/**
 * A tip action for a BuzzButton and the dialog it opens. Anonymous visitors are sent to sign in; a viewer without a
 * single Buzz sees the insufficient tooltip and goes to buy some. The caller hides it for the viewer's own content.
 */
export function useTip(target: TipTarget) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const buyBuzzHref = useBuyBuzzHref();
  const balance = useBuzzBalance().data?.balance;
  const [isOpen, setOpen] = useState(false);
  return {
    tip: {
      onTip: () => (viewer ? setOpen(true) : navigate(signInHref)),
      insufficient: balance !== undefined && balance < MIN_TIP,
      insufficientTooltip: INSUFFICIENT_BUZZ_TOOLTIP,
      onBuyMore: () => navigate(buyBuzzHref),
    },
    dialog: viewer ? <TipDialog target={target} isOpen={isOpen} onOpenChange={setOpen} /> : null,
  };
}
