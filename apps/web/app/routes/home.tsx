import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetch } from '../api/prefetch.server';
import { HOME_DESCRIPTION, HomePage } from '../home/HomePage';
import { homeCardsQueryOptions } from '../home/home-query';
import { featuredQueryOptions, newestQueryOptions } from '../search/model-list-filters';

export async function loader({ context }: LoaderFunctionArgs) {
  const { dehydrated } = await prefetch(context, (api, queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(homeCardsQueryOptions(api)),
      queryClient.prefetchQuery(featuredQueryOptions(api)),
      queryClient.prefetchQuery(newestQueryOptions(api)),
    ]),
  );
  return { dehydrated };
}

export const meta: MetaFunction = () => [
  { title: 'Atelier' },
  { name: 'description', content: HOME_DESCRIPTION },
];

export default function Home() {
  return <HomePage />;
}
