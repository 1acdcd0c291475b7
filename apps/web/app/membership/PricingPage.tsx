import type { MembershipTier, MyMembership } from '@atelier/domain';
import { Button, ConfirmModal, EmptyState, formatNumber, visuallyHidden } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { useRefreshBuzz } from '../shared/social/use-buzz-balance';
import { toast } from '../shell/toasts';
import { useSignInHref, useViewer } from '../shell/use-viewer';
import * as styles from './membership.css';
import {
  expiryText,
  GET_BUZZ_FOR_PRICING_HREF,
  membershipStatusText,
  offerOf,
  type TierView,
  toTierView,
} from './to-membership-view';

// getRandomValues works on plain-http hosts too, unlike randomUUID.
const newKey = () =>
  `membership:${Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-')}`;

/** /pricing: the hub's membership tiers, the viewer's membership and balance, and buying a tier with Buzz. */
export function PricingPage() {
  const trpc = useTRPC();
  const viewer = useViewer();
  const tiers = useQuery(trpc.membership.getTiers.queryOptions()).data ?? [];
  const mine = useQuery({ ...trpc.membership.getMine.queryOptions(), enabled: viewer !== null }).data;
  return (
    <section className={styles.page} aria-labelledby="pricing-title">
      <header className={styles.header}>
        <h1 id="pricing-title" className={styles.title}>
          Membership
        </h1>
        <p className={styles.lead}>
          Members keep the versions they care about in their{' '}
          <Link to="/product/vault" className={styles.link}>
            Vault
          </Link>
          , download members-only files and join every discussion. A membership is paid in Buzz and lasts for
          the days its tier gives; buying again before it ends adds the days to its end.
        </p>
      </header>
      {viewer === null ? null : <MembershipStatus mine={mine} />}
      {tiers.length === 0 ? (
        <EmptyState
          title="No memberships for sale"
          description="This hub does not sell membership. Its operator can still make members."
        />
      ) : (
        <ul className={styles.tiers} aria-label="Membership tiers">
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} mine={viewer === null ? null : (mine ?? undefined)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MembershipStatus({ mine }: { mine: MyMembership | undefined }) {
  return (
    <section className={styles.status} aria-labelledby="my-membership" aria-live="polite">
      <h2 id="my-membership" className={styles.subheading}>
        Your membership
      </h2>
      {mine === undefined ? (
        <p className={styles.statusLine}>Loading your membership…</p>
      ) : (
        <>
          <p className={styles.statusLine} data-testid="membership-status">
            {membershipStatusText(mine)}
          </p>
          <p className={styles.statusLine}>
            Your balance: <strong>{formatNumber(mine.balance)} Buzz</strong>.{' '}
            <Link to={GET_BUZZ_FOR_PRICING_HREF} className={styles.link}>
              Get Buzz
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

/** One tier: what it gives, and the viewer's way to it (sign in, get Buzz, or buy). `mine` null: anonymous. */
function TierCard({ tier, mine }: { tier: MembershipTier; mine: MyMembership | null | undefined }) {
  const view = toTierView(tier);
  const headingId = `tier-${tier.id}`;
  return (
    <li className={styles.tier} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.tierName}>
        {view.name}
      </h2>
      <p className={styles.price}>{view.priceText}</p>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>Lasts</dt>
        <dd className={styles.factValue}>{view.durationText}</dd>
        <dt className={styles.factTerm}>Vault</dt>
        <dd className={styles.factValue}>{view.vaultText}</dd>
      </dl>
      <TierAction tier={tier} view={view} mine={mine} />
    </li>
  );
}

function TierAction({
  tier,
  view,
  mine,
}: {
  tier: MembershipTier;
  view: TierView;
  mine: MyMembership | null | undefined;
}) {
  const signInHref = useSignInHref();
  if (mine === null) {
    return (
      <Link to={signInHref} className={styles.actionLink}>
        Sign in to buy {view.name}
      </Link>
    );
  }
  if (mine === undefined) return <p className={styles.hint}>Loading your balance…</p>;
  const offer = offerOf(mine, tier, new Date());
  if (offer.kind === 'noExpiry') return <p className={styles.hint}>Your membership does not expire.</p>;
  if (offer.kind === 'short') {
    return (
      <p className={styles.hint}>
        You need {formatNumber(offer.missingBuzz)} more Buzz.{' '}
        <Link to={GET_BUZZ_FOR_PRICING_HREF} className={styles.link}>
          Get Buzz<span className={visuallyHidden}> for {view.name}</span>
        </Link>
      </p>
    );
  }
  return <BuyButton tier={tier} view={view} mine={mine} until={offer.memberUntil} />;
}

function BuyButton({
  tier,
  view,
  mine,
  until,
}: {
  tier: MembershipTier;
  view: TierView;
  mine: MyMembership;
  until: Date;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshBuzz = useRefreshBuzz();
  const [isOpen, setOpen] = useState(false);
  // One key per intended purchase: a retried request charges once.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const buy = useMutation(
    trpc.membership.buy.mutationOptions({
      onSuccess: ({ membership }) => {
        toast.success(membershipStatusText(membership));
        setIdempotencyKey(newKey());
        setOpen(false);
      },
      onError: (error) => toast.error(failureOf(error).message),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.membership.getMine.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
          refreshBuzz(),
        ]),
    }),
  );
  return (
    <>
      <Button onPress={() => setOpen(true)}>Buy {view.name}</Button>
      <ConfirmModal
        isOpen={isOpen}
        title={`Buy ${view.name} membership?`}
        body={
          <p className={styles.prose}>
            {view.priceText} will be taken from your balance of {formatNumber(mine.balance)} Buzz. You will be
            a member until about {expiryText(until)}, with a {view.vaultText} Vault.
          </p>
        }
        confirmLabel={`Pay ${view.priceText}`}
        isPending={buy.isPending}
        onConfirm={() => buy.mutate({ tierId: tier.id, idempotencyKey })}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
