import { errors } from '@atelier/domain';
import { useLocation } from 'react-router';
import { withReturnUrl } from '../../account/return-url';

/** Where a viewer short of Buzz goes to get more (/purchase/buzz lists the ways this hub offers). */
export const BUY_BUZZ_HREF = '/purchase/buzz';

/** The Buzz page (balance and history) the header's balance links to. */
export const BUZZ_PAGE_HREF = '/user/buzz';

/** The way to get Buzz from here, coming back to this very address afterwards. */
export function useBuyBuzzHref() {
  const location = useLocation();
  return withReturnUrl(BUY_BUZZ_HREF, `${location.pathname}${location.search}`);
}

/** Spec §8: the tooltip of a Buzz button the viewer cannot afford. */
export const INSUFFICIENT_BUZZ_TOOLTIP = errors.insufficientBuzzTooltip;

/** Buzz moves in whole positive amounts: a balance below one Buzz cannot tip at all. */
export const MIN_TIP = 1;

export const DEFAULT_TIP = 100;
