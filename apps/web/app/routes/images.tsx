import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { HubImagesPage } from '../gallery/HubImagesPage';
import { hubImagesFilterFrom, hubImagesQueryOptions } from '../gallery/hub-images';
import { ImagesPage } from '../gallery/ImagesPage';
import { prefetchGallery } from '../gallery/prefetch-gallery.server';
import { versionHeadingQueryOptions } from '../gallery/version-heading';
import { versionIdFrom } from '../model/use-selected-version';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/images?modelVersionId=`: one version's gallery; `/images?sort=&period=`: the whole hub's images. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const modelVersionId = versionIdFrom(searchParams);
  if (modelVersionId === null) {
    const filter = hubImagesFilterFrom(searchParams);
    const { dehydrated } = await prefetch(context, (api, queryClient) =>
      queryClient.prefetchInfiniteQuery(hubImagesQueryOptions(api, filter)),
    );
    return { modelVersionId: null, filter, title: 'Images', dehydrated };
  }
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
  const { modelVersionId } = useLoaderData<typeof loader>();
  return modelVersionId === null ? <HubImagesPage /> : <ImagesPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
