import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { returnUrlFrom } from '../account/return-url';
import { useTRPC } from '../api/trpc';
import { useViewer } from '../shell/use-viewer';
import * as styles from './membership.css';
import { toTierView } from './to-membership-view';

/** /product/vault: what the Vault is, who has one and how large, and how its downloads work; with a way back. */
export function VaultProductPage() {
  const trpc = useTRPC();
  const viewer = useViewer();
  const [searchParams] = useSearchParams();
  const back = returnUrlFrom(searchParams);
  const tiers = (useQuery(trpc.membership.getTiers.queryOptions()).data ?? []).map(toTierView);
  return (
    <section className={styles.page} aria-labelledby="vault-title">
      <nav aria-label="Back">
        <Link to={back} className={styles.link}>
          {back === '/' ? 'Back to the home page' : 'Back to where you were'}
        </Link>
      </nav>
      <header className={styles.header}>
        <h1 id="vault-title" className={styles.title}>
          The Vault
        </h1>
        <p className={styles.lead}>
          Your own shelf on this hub: the model versions you want to keep, with their files, images and
          details.
        </p>
      </header>
      <section className={styles.section} aria-labelledby="vault-what">
        <h2 id="vault-what" className={styles.subheading}>
          What it keeps
        </h2>
        <p className={styles.prose}>
          Press “Add to Vault” on a version’s page to keep it. Your Vault lists the versions you kept, each
          with its model files, its gallery images and a details sheet ready to download, and a note of when
          you kept it. You can remove items whenever you like.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="vault-who">
        <h2 id="vault-who" className={styles.subheading}>
          Members only
        </h2>
        <p className={styles.prose}>
          Only members can add to a Vault. Each version takes the size of its files; when the Vault is full,
          remove items or choose a tier with more room. If a membership ends, nothing you kept is removed: the
          Vault stays readable and you can still download and remove its items, but it takes no new ones until
          you are a member again.
        </p>
        {tiers.length === 0 ? null : (
          <ul aria-label="Vault size per tier" className={styles.prose}>
            {tiers.map((tier) => (
              <li key={tier.id}>
                {tier.name}: a {tier.vaultText} Vault for {tier.durationText}, {tier.priceText}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="vault-downloads">
        <h2 id="vault-downloads" className={styles.subheading}>
          Downloads
        </h2>
        <p className={styles.prose}>
          From your Vault page, each item downloads as its model files, its images, or a details sheet with
          the version’s description, base model and trigger words. Files flagged as dangerous by the hub’s
          scanner are never served.
        </p>
      </section>
      <div className={styles.actions}>
        <Link to="/pricing" className={styles.actionLink}>
          See membership pricing
        </Link>
        {viewer?.isMember ? (
          <Link to="/user/vault" className={styles.link}>
            Open your Vault
          </Link>
        ) : null}
      </div>
    </section>
  );
}
