import { compactNumber } from '@atelier/domain';
import { BuzzBalance } from '@atelier/react-kit';
import { BUZZ_PAGE_HREF } from '../shared/social/buzz';
import { useBuzzBalance } from '../shared/social/use-buzz-balance';
import { useFeature } from '../shell/use-feature';

/** The site header's Buzz balance for a signed-in viewer; nothing while it loads or when Buzz is off on this hub. */
export function HeaderBuzz() {
  const buzz = useFeature('buzz');
  const balance = useBuzzBalance().data?.balance;
  if (!buzz || balance === undefined) return null;
  return <BuzzBalance balance={balance} compact={compactNumber(balance)} href={BUZZ_PAGE_HREF} />;
}
