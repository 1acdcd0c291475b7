import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { prefetch } from '../api/prefetch.server';
import { ModelListPage } from '../search/ModelListPage';
import { filtersFromSearch, modelListQueryOptions, searchOf } from '../search/model-list-filters';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/models`: every listed model, searched and filtered by the query string (docs/search.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  const { dehydrated } = await prefetch(context, (api, queryClient) =>
    queryClient.prefetchInfiniteQuery(modelListQueryOptions(api, filters)),
  );
  return { query: filters.query, dehydrated };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `${data.query} – Models | Atelier` : 'Models | Atelier' },
];

export default function ModelsRoute() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  return (
    <ModelListPage
      title={filters.query.trim() ? `Models matching “${filters.query.trim()}”` : 'Models'}
      filters={filters}
      onChange={(next) => setSearch(searchOf(next))}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
