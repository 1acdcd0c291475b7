import { Badge, Button, EmptyState, FollowButton } from '@atelier/react-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../api/failure';
import { useTRPC } from '../api/trpc';
import { StatusPage } from '../shell/StatusPage';
import { toast } from '../shell/toasts';
import { toCollectionPageView } from './collection-page-view';
import * as styles from './collections.css';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { EditCollectionDialog } from './EditCollectionDialog';
import { useCollectionFollow } from './use-collection-follow';

/**
 * `/collections/{id}`: the collection's name, description and owner, the items the viewer may see, and follow (for
 * everyone but the owner) or edit, delete and remove items (for the owner).
 */
export function CollectionPage({ collectionId }: { collectionId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pageQuery = trpc.collection.getById.queryOptions({ id: collectionId });
  const { data: collection } = useQuery(pageQuery);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const follow = useCollectionFollow(collectionId);
  const remove = useMutation(
    trpc.collection.removeModel.mutationOptions({
      onError: (error) => toast.error(failureOf(error).message),
      onSettled: () => queryClient.invalidateQueries({ queryKey: pageQuery.queryKey }),
    }),
  );
  if (!collection) return <StatusPage status={404} />;
  const view = toCollectionPageView(collection);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.name}</h1>
        <p className={styles.byline}>
          <span>
            By <Link to={view.owner.href}>{view.owner.name}</Link>
          </span>
          {view.privacyLabel ? <Badge>{view.privacyLabel}</Badge> : null}
        </p>
        {view.description ? <p className={styles.description}>{view.description}</p> : null}
        <div className={styles.actions}>
          {view.canFollow ? (
            <FollowButton
              isFollowing={view.following}
              followerCount={view.followerCount}
              onToggle={follow.toggle}
              isPending={follow.isPending}
              labels={{ follow: 'Follow collection', unfollow: 'Unfollow collection' }}
            />
          ) : null}
          {view.canManage ? (
            <>
              <Button variant="secondary" tone="neutral" size="sm" onPress={() => setDialog('edit')}>
                Edit collection
              </Button>
              <Button variant="secondary" tone="critical" size="sm" onPress={() => setDialog('delete')}>
                Delete collection
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {view.emptyText ? (
        <EmptyState title={view.emptyText} />
      ) : (
        <ul className={styles.items} aria-label="Items">
          {view.items.map((item) => (
            <li key={item.modelId} className={styles.item}>
              <Link to={item.href} className={styles.itemName}>
                {item.name}
              </Link>
              <Badge>{item.typeLabel}</Badge>
              {item.versionName ? <span className={styles.muted}>{item.versionName}</span> : null}
              {view.canManage ? (
                <Button
                  variant="subtle"
                  tone="critical"
                  size="sm"
                  aria-label={`Remove ${item.name}`}
                  isLoading={remove.isPending && remove.variables?.modelId === item.modelId}
                  onPress={() => remove.mutate({ collectionId, modelId: item.modelId })}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.canManage ? (
        <>
          <EditCollectionDialog
            isOpen={dialog === 'edit'}
            onClose={() => setDialog(null)}
            collection={collection}
          />
          <DeleteCollectionDialog
            isOpen={dialog === 'delete'}
            onClose={() => setDialog(null)}
            collection={collection}
          />
        </>
      ) : null}
    </article>
  );
}
