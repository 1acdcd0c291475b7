import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useParams, useSearchParams } from 'react-router';
import { prefetch } from '../api/prefetch.server';
import { ModelListPage } from '../search/ModelListPage';
import { filtersFromSearch, modelListQueryOptions, searchOf } from '../search/model-list-filters';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** The tag of `/tag/{name}` as the list filters by it (case-insensitively). */
const tagOf = (name: string | undefined): string => (name ?? '').trim().toLowerCase();

/** `/tag/{name}`: the model list filtered by one tag, headed by the tag's name (spec §2's tag links). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const tag = tagOf(params.name);
  const filters = filtersFromSearch(new URL(request.url).searchParams, tag);
  const { dehydrated } = await prefetch(context, (api, queryClient) =>
    queryClient.prefetchInfiniteQuery(modelListQueryOptions(api, filters)),
  );
  return { tag, dehydrated };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.tag} | Atelier` : 'Atelier' },
];

export default function TagRoute() {
  const tag = tagOf(useParams().name);
  const [search, setSearch] = useSearchParams();
  return (
    <ModelListPage
      title={tag}
      filters={filtersFromSearch(search, tag)}
      onChange={(next) => setSearch(searchOf(next, tag))}
      tagFixed
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
