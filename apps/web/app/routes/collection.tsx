import { strictId } from '@atelier/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { CollectionPage } from '../collections/CollectionPage';
import { prefetchCollection } from '../collections/prefetch-collection.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/collections/:id`: a private collection (to all but its owner and moderators) is not found, like a missing one. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  if (id === null) throw notFound();
  try {
    const { result: collection, dehydrated } = await prefetch(context, (api, queryClient) =>
      prefetchCollection(api, queryClient, id),
    );
    return { id, title: collection.name, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function CollectionRoute() {
  const { id } = useLoaderData<typeof loader>();
  return <CollectionPage collectionId={id} />;
}

export const ErrorBoundary = RouteErrorBoundary;
