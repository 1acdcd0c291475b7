import type { TagChipView } from '@atelier/react-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../api/trpc';

const NO_TAGS: TagChipView[] = [];

/**
 * Image tags matching what the owner types (`tag.getAll` with a query, spec §7). The kit's field debounces the
 * typing (300 ms, spec §9); nothing is asked for before the first search.
 */
export function useTagSearch() {
  const trpc = useTRPC();
  const [query, setQuery] = useState('');
  const results = useQuery({
    ...trpc.tag.getAll.queryOptions({ entityType: ['Image'], categories: false, limit: 100, query }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  const tags = results.data?.map(({ id, name }) => ({ id, name })) ?? NO_TAGS;
  return { tags, search: setQuery };
}
