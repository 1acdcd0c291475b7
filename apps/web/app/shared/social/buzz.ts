import { errors } from '@atelier/domain';

/** Where a viewer short of Buzz goes to buy more. */
export const BUY_BUZZ_HREF = '/purchase/buzz';

/** Spec §8: the tooltip of a Buzz button the viewer cannot afford. */
export const INSUFFICIENT_BUZZ_TOOLTIP = errors.insufficientBuzzTooltip;

/** Buzz moves in whole positive amounts: a balance below one Buzz cannot tip at all. */
export const MIN_TIP = 1;

export const DEFAULT_TIP = 100;
