import { QueryClient } from '@tanstack/react-query';

/** The browser's cache: server-prefetched answers stay fresh for a minute, so hydration refetches nothing. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
