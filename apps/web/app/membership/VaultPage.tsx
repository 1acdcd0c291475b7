import { Button, EmptyState, formatFileSize, visuallyHidden } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { toast } from '../shell/toasts';
import { useViewer } from '../shell/use-viewer';
import * as styles from './membership.css';

const added = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** /user/vault: the versions the viewer kept, how full the Vault is, and each item's downloads. */
export function VaultPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const isMember = useViewer()?.isMember ?? false;
  const vault = useQuery(trpc.vault.get.queryOptions());
  const remove = useMutation(
    trpc.vault.removeItemsFromVault.mutationOptions({
      onError: (error) => toast.error(failureOf(error).message),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.vault.get.queryKey() }),
    }),
  );
  if (!vault.data) return null;
  const { items, usedKb, limitKb } = vault.data;
  return (
    <section className={styles.page} aria-labelledby="my-vault-title">
      <header className={styles.header}>
        <h1 id="my-vault-title" className={styles.title}>
          Your Vault
        </h1>
        <p className={styles.lead}>
          Using {formatFileSize(usedKb)} of {formatFileSize(limitKb)}.{' '}
          <Link to="/product/vault?returnUrl=/user/vault" className={styles.link}>
            About the Vault
          </Link>
        </p>
        {isMember ? null : (
          <p className={styles.lead}>
            Only members add to a Vault; what you kept stays here.{' '}
            <Link to="/pricing" className={styles.link}>
              Become a member
            </Link>
          </p>
        )}
      </header>
      {items.length === 0 ? (
        <EmptyState
          title="Your Vault is empty"
          description="Press “Add to Vault” on a version’s page to keep it here."
        />
      ) : (
        <ul className={styles.tiers} aria-label="Vault items">
          {items.map((item) => {
            const headingId = `vault-item-${item.id}`;
            return (
              <li key={item.id} className={styles.tier} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.tierName}>
                  <Link
                    to={`/models/${item.modelId}?modelVersionId=${item.modelVersionId}`}
                    className={styles.link}
                  >
                    {item.modelName} — {item.versionName}
                  </Link>
                </h2>
                <p className={styles.hint}>
                  {formatFileSize(item.sizeKb)}, kept {added.format(item.addedAt)}
                </p>
                {item.notes ? <p className={styles.prose}>{item.notes}</p> : null}
                <div className={styles.actions}>
                  <a href={`/api/download/vault/${item.id}?type=model`} className={styles.link}>
                    Files
                    <span className={visuallyHidden}> of {item.versionName}</span>
                  </a>
                  <a href={`/api/download/vault/${item.id}?type=images`} className={styles.link}>
                    Images
                    <span className={visuallyHidden}> of {item.versionName}</span>
                  </a>
                  <a href={`/api/download/vault/${item.id}?type=details`} className={styles.link}>
                    Details
                    <span className={visuallyHidden}> of {item.versionName}</span>
                  </a>
                  <Button
                    variant="secondary"
                    tone="critical"
                    size="sm"
                    isLoading={remove.isPending && remove.variables?.ids?.includes(item.id) === true}
                    onPress={() => remove.mutate({ ids: [item.id] })}
                    aria-label={`Remove ${item.modelName} — ${item.versionName} from your Vault`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
