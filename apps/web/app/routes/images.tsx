import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { ImagesPage } from '../gallery/ImagesPage';
import { prefetchGallery } from '../gallery/prefetch-gallery.server';
import { versionHeadingQueryOptions } from '../gallery/version-heading';
import { versionIdFrom } from '../model/use-selected-version';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const modelVersionId = versionIdFrom(new URL(request.url).searchParams);
  if (modelVersionId === null) throw notFound();
  try {
    const { result: version, dehydrated } = await prefetch(context, async (api, queryClient) => {
      const version = await queryClient.fetchQuery(versionHeadingQueryOptions(api, modelVersionId));
      await prefetchGallery(api, queryClient, { modelId: version.model.id, modelVersionId });
      return version;
    });
    return { modelVersionId, title: `Images of ${version.model.name} ${version.version.name}`, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function ImagesRoute() {
  return <ImagesPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
