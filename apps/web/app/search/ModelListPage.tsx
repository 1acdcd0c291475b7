import {
  BASE_MODELS,
  CHECKPOINT_TYPES,
  MAX_QUERY_LENGTH,
  MODEL_SORTS,
  MODEL_TYPES,
  SEARCH_PERIODS,
} from '@atelier/domain';
import {
  Button,
  ChoiceField,
  EmptyState,
  ResourceCard,
  Skeleton,
  TextInputField,
  useInfiniteLoad,
} from '@atelier/react-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTRPC } from '../api/trpc';
import { toModelCard } from '../profile/to-model-card';
import * as styles from './model-list.css';
import {
  type ModelListFilters,
  modelListQueryOptions,
  PERIOD_LABELS,
  SORT_LABELS,
} from './model-list-filters';

const ANY = 'any';
const CARD_SIZES = '(min-width: 480px) 260px, 90vw';

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ id: value, label: labels[value] ?? value }));

type ModelListPageProps = {
  title: string;
  filters: ModelListFilters;
  /** Replaces the address's filters (the route writes them to the query string). */
  onChange: (filters: ModelListFilters) => void;
  /** `/tag/{name}` fixes the tag: its field is not offered. */
  tagFixed?: boolean;
};

/**
 * A list of models (`model.getAll`): the filters as fields (the address keeps them, so a list is a link), cards
 * page by page as the end of the list nears, a "Load more" button for keyboards, and the loading, empty and
 * failed states. Behind `/models`, the header's search and `/tag/{name}`.
 */
export function ModelListPage({ title, filters, onChange, tagFixed = false }: ModelListPageProps) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(modelListQueryOptions(trpc, filters));
  const cards = list.data?.pages.flatMap((page) => page.items) ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = () => void list.fetchNextPage();
  useInfiniteLoad(sentinel, {
    hasMore: list.hasNextPage,
    isLoading: list.isFetchingNextPage,
    onLoadMore: loadMore,
    itemCount: cards.length,
  });
  const set = (change: Partial<ModelListFilters>) => onChange({ ...filters, ...change });

  return (
    <section className={styles.page} aria-labelledby="model-list-title">
      <h1 id="model-list-title" className={styles.title}>
        {title}
      </h1>
      <TextFilters filters={filters} onApply={set} tagFixed={tagFixed} />
      <div className={styles.filters}>
        <ChoiceField
          label="Type"
          value={filters.type ?? ANY}
          options={[{ id: ANY, label: 'Any type' }, ...options(MODEL_TYPES)]}
          onChange={(value) => set({ type: value === ANY ? null : (value as ModelListFilters['type']) })}
        />
        <ChoiceField
          label="Checkpoint type"
          value={filters.checkpointType ?? ANY}
          options={[{ id: ANY, label: 'Any' }, ...options(CHECKPOINT_TYPES)]}
          onChange={(value) =>
            set({ checkpointType: value === ANY ? null : (value as ModelListFilters['checkpointType']) })
          }
        />
        <ChoiceField
          label="Base model"
          value={filters.baseModel ?? ANY}
          options={[{ id: ANY, label: 'Any base model' }, ...options(BASE_MODELS)]}
          onChange={(value) => set({ baseModel: value === ANY ? null : value })}
        />
        <ChoiceField
          label="Period"
          value={filters.period}
          options={options(SEARCH_PERIODS, PERIOD_LABELS)}
          onChange={(value) => set({ period: value as ModelListFilters['period'] })}
        />
        <ChoiceField
          label="Sort"
          value={filters.sort}
          options={options(MODEL_SORTS, SORT_LABELS)}
          onChange={(value) => set({ sort: value as ModelListFilters['sort'] })}
        />
      </div>
      {list.isPending ? (
        <div className={styles.grid} role="status" aria-label="Loading models">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards
            <Skeleton key={i} height={320} />
          ))}
        </div>
      ) : list.isError && cards.length === 0 ? (
        <EmptyState
          title="Could not load the models."
          description={list.error.message}
          action={
            <Button variant="secondary" tone="neutral" onPress={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : cards.length === 0 ? (
        <EmptyState title="No results found" description="Try other words or fewer filters." />
      ) : (
        <ul className={styles.grid} aria-label="Models">
          {cards.map((model, index) => (
            <li key={model.id}>
              <ResourceCard resource={toModelCard(model)} sizes={CARD_SIZES} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className={styles.more}>
        <span role="status">{list.isFetchingNextPage ? 'Loading more…' : ''}</span>
        {list.hasNextPage && !list.isFetchingNextPage ? (
          <Button variant="secondary" tone="neutral" onPress={loadMore}>
            Load more
          </Button>
        ) : null}
        {!list.hasNextPage && cards.length > 0 ? <span>You've reached the end</span> : null}
      </div>
    </section>
  );
}

/** The words and the tag: typed, then applied together (Enter or the button), not at every key. */
function TextFilters({
  filters,
  onApply,
  tagFixed,
}: {
  filters: ModelListFilters;
  onApply: (change: Partial<ModelListFilters>) => void;
  tagFixed: boolean;
}) {
  const [query, setQuery] = useState(filters.query);
  const [tag, setTag] = useState(filters.tag ?? '');
  const [applied, setApplied] = useState(filters);
  // The address changed under the form (the header's search, back and forward): show what it says.
  if (applied.query !== filters.query || applied.tag !== filters.tag) {
    setApplied(filters);
    setQuery(filters.query);
    setTag(filters.tag ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ query, ...(tagFixed ? {} : { tag: tag.trim() === '' ? null : tag.trim() }) });
  };
  return (
    <form aria-label="Search these models" className={styles.search} onSubmit={submit}>
      <TextInputField
        label="Search"
        value={query}
        onChange={setQuery}
        maxLength={MAX_QUERY_LENGTH}
        name="query"
      />
      {tagFixed ? null : (
        <TextInputField label="Tag" value={tag} onChange={setTag} maxLength={200} name="tag" />
      )}
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
