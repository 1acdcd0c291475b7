import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';

const dehydratedOf = (data: unknown): DehydratedState | undefined =>
  typeof data === 'object' && data !== null && 'dehydrated' in data
    ? (data as { dehydrated: DehydratedState }).dehydrated
    : undefined;

/**
 * Puts every matched route loader's prefetched answers into the query cache before its components ask for them
 * (loaders return them as `dehydrated`).
 */
export function HydrateQueries({ children }: { children: ReactNode }) {
  const states = useMatches().map((match) => dehydratedOf(match.loaderData));
  return states.reduceRight<ReactNode>(
    (inner, state, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: one boundary per matched route, in route order
      <HydrationBoundary key={index} state={state}>
        {inner}
      </HydrationBoundary>
    ),
    children,
  );
}
