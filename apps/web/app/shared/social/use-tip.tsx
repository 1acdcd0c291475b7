import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyDialog } from '../../shared/lazy-dialog';
import { useFeature } from '../../shell/use-feature';
import { useSignInHref, useViewer } from '../../shell/use-viewer';
import { INSUFFICIENT_BUZZ_TOOLTIP, MIN_TIP, useBuyBuzzHref } from './buzz';
import type { TipTarget } from './tip-target';
import { useBuzzBalance } from './use-buzz-balance';

// Loaded the first time it opens (shared/lazy-dialog.tsx).
const TipDialog = lazyDialog(() => import('./TipDialog').then((module) => module.TipDialog));

/**
 * A tip action for a BuzzButton and the dialog it opens, or null when Buzz is off on this hub (no Tip button then).
 * Anonymous visitors are sent to sign in; a viewer without a single Buzz sees the insufficient tooltip and goes to
 * buy some. The caller hides it for the viewer's own content.
 */
export function useTip(target: TipTarget) {
  const buzz = useFeature('buzz');
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const buyBuzzHref = useBuyBuzzHref();
  const balance = useBuzzBalance().data?.balance;
  const [isOpen, setOpen] = useState(false);
  return {
    tip: !buzz
      ? null
      : {
          onTip: () => (viewer ? setOpen(true) : navigate(signInHref)),
          insufficient: balance !== undefined && balance < MIN_TIP,
          insufficientTooltip: INSUFFICIENT_BUZZ_TOOLTIP,
          onBuyMore: () => navigate(buyBuzzHref),
        },
    dialog: buzz && viewer ? <TipDialog target={target} isOpen={isOpen} onOpenChange={setOpen} /> : null,
  };
}
