import {
  Button,
  CheckboxField,
  EmptyState,
  FormModal,
  ModerationQueueItem,
  type ModerationQueueItemView,
  Skeleton,
  TextAreaField,
  TextInputField,
} from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTRPC } from '../api/trpc';
import { useLocalDateFormat } from '../shell/use-local-dates';
import * as styles from './moderator.css';
import {
  type ReportRow,
  type ReviewRequestRow,
  reportItem,
  reviewRequestItem,
  searchHitItem,
  violationItem,
} from './queue-items';
import { searchQueryOf } from './search-param';
import { useModeratorQueues } from './use-moderator-queues';

/**
 * `/moderator`: the moderators' workspace (docs/moderation.md): find a model by id, name, owner or file hash; answer
 * review requests; close reports; see the models unpublished for a violation.
 */
export function ModeratorPage() {
  const queues = useModeratorQueues();
  const formatDate = useLocalDateFormat();
  const [declining, setDeclining] = useState<ReviewRequestRow | null>(null);
  const [resolving, setResolving] = useState<ReportRow | null>(null);
  return (
    <section className={styles.page} aria-labelledby="moderator-title">
      <h1 id="moderator-title" className={styles.heading}>
        Moderator workspace
      </h1>
      <ModelSearch />

      <Queue
        id="review-requests"
        title="Review requests"
        query={queues.reviewRequests}
        empty="No review requests are waiting."
        render={(row) => (
          <ModerationQueueItem
            key={`${row.level}-${row.version?.id ?? row.model.id}`}
            item={reviewRequestItem(row, formatDate)}
            actions={
              <>
                <Button
                  size="sm"
                  tone="positive"
                  isLoading={queues.approve.isPending && queues.approve.variables?.modelId === row.model.id}
                  onPress={() =>
                    queues.approve.mutate({ modelId: row.model.id, modelVersionId: row.version?.id ?? null })
                  }
                >
                  Approve and republish
                </Button>
                <Button size="sm" variant="secondary" tone="critical" onPress={() => setDeclining(row)}>
                  Decline
                </Button>
              </>
            }
          />
        )}
      />

      <Queue
        id="reports"
        title="Open reports"
        query={queues.reports}
        empty="No open reports."
        render={(row) => (
          <ModerationQueueItem
            key={row.id}
            item={reportItem(row, formatDate)}
            actions={
              <>
                <Button size="sm" onPress={() => setResolving(row)}>
                  Resolve
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  tone="neutral"
                  isLoading={queues.resolve.isPending && queues.resolve.variables?.id === row.id}
                  onPress={() => queues.resolve.mutate({ id: row.id, outcome: 'dismiss' })}
                >
                  Dismiss
                </Button>
              </>
            }
          />
        )}
      />

      <Queue
        id="violations"
        title="Models in violation"
        query={queues.violations}
        empty="No models are unpublished for a violation."
        render={(row) => <ModerationQueueItem key={row.model.id} item={violationItem(row, formatDate)} />}
      />

      <DeclineDialog
        row={declining}
        isPending={queues.decline.isPending}
        onCancel={() => setDeclining(null)}
        onDecline={(message) => {
          if (declining === null) return;
          queues.decline.mutate(
            { modelId: declining.model.id, modelVersionId: declining.version?.id ?? null, message },
            { onSuccess: () => setDeclining(null) },
          );
        }}
      />
      <ResolveDialog
        row={resolving}
        isPending={queues.resolve.isPending}
        onCancel={() => setResolving(null)}
        onResolve={(input) => {
          if (resolving === null) return;
          queues.resolve.mutate(
            { id: resolving.id, outcome: 'resolve', ...input },
            { onSuccess: () => setResolving(null) },
          );
        }}
      />
    </section>
  );
}

type QueueQuery<T> = {
  data?: { items: T[]; total: number; hasMore: boolean } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** A queue: its heading with the count, a loading skeleton, an error with a retry, the empty text, or its rows. */
function Queue<T>({
  id,
  title,
  query,
  empty,
  render,
}: {
  id: string;
  title: string;
  query: QueueQuery<T>;
  empty: string;
  render: (row: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
        {data ? ` (${data.total})` : ''}
      </h2>
      {data ? (
        data.items.length === 0 ? (
          <EmptyState title={empty} />
        ) : (
          <>
            <ul className={styles.list} aria-labelledby={id}>
              {data.items.map(render)}
            </ul>
            {data.hasMore ? (
              <p className={styles.muted}>
                Showing the first {data.items.length} of {data.total}; answer these to see the rest.
              </p>
            ) : null}
          </>
        )
      ) : query.isError ? (
        <EmptyState
          title="This queue could not be loaded."
          action={
            <Button size="sm" variant="secondary" onPress={() => query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <Skeleton shape="text" lines={3} />
      )}
    </section>
  );
}

/** Find any model, hidden or deleted ones too, by id, name, owner's username or file hash; the text goes in `?q=`. */
function ModelSearch() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = searchQueryOf(params);
  const [text, setText] = useState(query);
  const hits = useQuery({
    ...trpc.moderator.getModelsMatching.queryOptions({ query }),
    enabled: query !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    navigate(next === '' ? '/moderator' : `/moderator?q=${encodeURIComponent(next)}`);
  };
  return (
    <section className={styles.section} aria-labelledby="moderator-search">
      <h2 id="moderator-search" className={styles.subheading}>
        Find a model
      </h2>
      <form aria-labelledby="moderator-search" className={styles.search} onSubmit={submit}>
        <div className={styles.searchField}>
          <TextInputField
            label="Model id, name, owner's username or file hash"
            value={text}
            onChange={setText}
            maxLength={200}
            name="q"
          />
        </div>
        <Button type="submit" size="md">
          Search
        </Button>
      </form>
      {query === '' ? null : hits.data ? (
        hits.data.length === 0 ? (
          <EmptyState title="No results found" />
        ) : (
          <ul className={styles.list} aria-label="Search results">
            {hits.data.map((hit) => (
              <ModerationQueueItem key={hit.id} item={searchHitItem(hit) satisfies ModerationQueueItemView} />
            ))}
          </ul>
        )
      ) : (
        <Skeleton shape="text" lines={2} />
      )}
    </section>
  );
}

/** Declining needs a message for the owner (it goes into their notification). */
function DeclineDialog({
  row,
  isPending,
  onCancel,
  onDecline,
}: {
  row: ReviewRequestRow | null;
  isPending: boolean;
  onCancel: () => void;
  onDecline: (message: string) => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <FormModal
      isOpen={row !== null}
      onCancel={() => {
        setMessage('');
        onCancel();
      }}
      title={row ? `Decline the review request for ${row.model.name}` : 'Decline the review request'}
      submitLabel="Decline request"
      submitTone="critical"
      canSubmit={message.trim() !== ''}
      isPending={isPending}
      onSubmit={() => onDecline(message.trim())}
    >
      <TextAreaField
        label="Message to the owner"
        description="The owner reads this in their notifications. The model stays unpublished."
        value={message}
        onChange={setMessage}
        maxLength={2000}
        isRequired
      />
    </FormModal>
  );
}

/** Resolving may act on what was reported (unpublish the model as a violation) and keeps a private note. */
function ResolveDialog({
  row,
  isPending,
  onCancel,
  onResolve,
}: {
  row: ReportRow | null;
  isPending: boolean;
  onCancel: () => void;
  onResolve: (input: { unpublish: boolean; note: string | null }) => void;
}) {
  const [unpublish, setUnpublish] = useState(false);
  const [note, setNote] = useState('');
  const reset = () => {
    setUnpublish(false);
    setNote('');
  };
  return (
    <FormModal
      isOpen={row !== null}
      onCancel={() => {
        reset();
        onCancel();
      }}
      title={row ? `Resolve the report about ${row.target.label}` : 'Resolve the report'}
      submitLabel="Resolve report"
      isPending={isPending}
      onSubmit={() => {
        onResolve({ unpublish, note: note.trim() || null });
        reset();
      }}
    >
      <div className={styles.form}>
        {row?.target.modelId != null ? (
          <CheckboxField
            isSelected={unpublish}
            onChange={setUnpublish}
            description={`Unpublishes the model for "${row.reason}" and tells its owner.`}
          >
            Also unpublish the model as a violation
          </CheckboxField>
        ) : null}
        <TextAreaField
          label="Private note (moderators only)"
          value={note}
          onChange={setNote}
          maxLength={2000}
        />
      </div>
    </FormModal>
  );
}
