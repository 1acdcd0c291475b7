import { pageSlugOf } from '@atelier/domain';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { OperatorPage } from '../operator-pages/OperatorPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/articles/{id}` and `/content/…`: the operator's Markdown pages (docs/pages.md); an unknown one is a real 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  // An address no page can have is not found without asking (a too-long one would fail the API's input check).
  if (!pageSlugOf(slug).ok) throw notFound();
  try {
    const { result: page, dehydrated } = await prefetch(context, (api, queryClient) =>
      queryClient.fetchQuery(api.page.get.queryOptions({ slug })),
    );
    return { slug, title: page.title, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function OperatorPageRoute() {
  return <OperatorPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
