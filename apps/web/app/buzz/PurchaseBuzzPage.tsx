import {
  type DailyRewardState,
  dailyRewardClaimedText,
  isSameSitePath,
  voucherRedeemedText,
} from '@atelier/domain';
import { Button, Notice, TextInputField } from '@atelier/react-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { BUZZ_PAGE_HREF } from '../shared/social/buzz';
import { useBuzzBalance, useRefreshBuzz } from '../shared/social/use-buzz-balance';
import { toast } from '../shell/toasts';
import { BalanceLine } from './BalanceLine';
import * as styles from './buzz.css';

const timeFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Where the viewer came from (`?returnUrl=`, a path on this site only), or null when they came here directly. */
const returnPathOf = (searchParams: URLSearchParams): string | null => {
  const candidate = searchParams.get('returnUrl');
  return isSameSitePath(candidate) ? candidate : null;
};

/** /purchase/buzz: the viewer's balance and the ways this hub offers to get Buzz, with the way back when sent here. */
export function PurchaseBuzzPage() {
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const returnPath = returnPathOf(searchParams);
  const balance = useBuzzBalance().data?.balance;
  const ways = useQuery(trpc.buzz.getWays.queryOptions());
  return (
    <section className={styles.page} aria-labelledby="purchase-title">
      <div className={styles.heading}>
        <h1 id="purchase-title" className={styles.title}>
          Get Buzz
        </h1>
        <Link to={BUZZ_PAGE_HREF}>Your Buzz history</Link>
      </div>
      <BalanceLine balance={balance} />
      {returnPath !== null ? (
        <p className={styles.muted}>
          <Link to={returnPath}>Back to where you were</Link>
        </p>
      ) : null}
      {ways.error ? <Notice tone="critical" role="alert" title={failureOf(ways.error).message} /> : null}
      {ways.data ? (
        <>
          <RedeemVoucher returnPath={returnPath} />
          {ways.data.dailyReward ? <DailyReward state={ways.data.dailyReward} /> : null}
          <section className={styles.section} aria-labelledby="grants-title">
            <h2 id="grants-title" className={styles.subtitle}>
              Ask the operator
            </h2>
            <p className={styles.muted}>
              The people who run this hub can grant Buzz to your account, and sell voucher codes. Ask them
              how.
            </p>
          </section>
        </>
      ) : null}
    </section>
  );
}

/** A voucher code, redeemed through the ledger; a used or unknown code is said by the field and changes nothing. */
function RedeemVoucher({ returnPath }: { returnPath: string | null }) {
  const trpc = useTRPC();
  const refreshBuzz = useRefreshBuzz();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useMutation(
    trpc.buzz.redeemVoucher.mutationOptions({
      onMutate: () => setError(null),
      onSuccess: (redeemed) => {
        toast.success(voucherRedeemedText(redeemed.amount));
        setCode('');
      },
      onError: (failure) => setError(failureOf(failure).message),
      onSettled: refreshBuzz,
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="voucher-title">
      <h2 id="voucher-title" className={styles.subtitle}>
        Redeem a voucher
      </h2>
      <p className={styles.muted}>
        Voucher codes are sold or given out by the operator of this hub; each works once.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '' && !redeem.isPending) redeem.mutate({ code });
        }}
      >
        <TextInputField
          label="Voucher code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          isRequired
          maxLength={64}
          name="voucher-code"
          error={error}
        />
        <Button type="submit" variant="primary" isLoading={redeem.isPending} isDisabled={code.trim() === ''}>
          Redeem
        </Button>
      </form>
      {redeem.isSuccess ? (
        <Notice
          tone="positive"
          role="status"
          title={voucherRedeemedText(redeem.data.amount)}
          {...(returnPath !== null ? { action: { label: 'Back to where you were', href: returnPath } } : {})}
        />
      ) : null}
    </section>
  );
}

/** The operator's daily reward: a claim button, or when today's was claimed, when the next one comes. */
function DailyReward({ state }: { state: DailyRewardState }) {
  const trpc = useTRPC();
  const refreshBuzz = useRefreshBuzz();
  const claim = useMutation(
    trpc.buzz.claimDailyReward.mutationOptions({
      onSuccess: (claimed) => toast.success(dailyRewardClaimedText(claimed.amount)),
      onError: (failure) => toast.error(failureOf(failure).message),
      onSettled: refreshBuzz,
    }),
  );
  const amount = state.amount.toLocaleString('en-US');
  return (
    <section className={styles.section} aria-labelledby="daily-title">
      <h2 id="daily-title" className={styles.subtitle}>
        Daily reward
      </h2>
      <p className={styles.muted}>This hub gives {amount} Buzz once a day (days start at midnight UTC).</p>
      {state.claimedToday ? (
        <p role="status">
          Claimed today. The next reward is at{' '}
          <time dateTime={new Date(state.nextAt).toISOString()}>
            {timeFormatter.format(new Date(state.nextAt))} UTC
          </time>
          .
        </p>
      ) : (
        <div>
          <Button variant="primary" isLoading={claim.isPending} onPress={() => claim.mutate(undefined)}>
            {`Claim ${amount} Buzz`}
          </Button>
        </div>
      )}
    </section>
  );
}
