import { metaDescription, modelPath, strictId } from '@atelier/domain';
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunction,
} from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { ModelPage } from '../model/ModelPage';
import { prefetchModelPage } from '../model/prefetch-model-page.server';
import { versionIdFrom } from '../model/use-selected-version';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = strictId(params.id);
  if (id === null) throw notFound();
  const url = new URL(request.url);
  const modelVersionId = versionIdFrom(url.searchParams);
  const basic = url.searchParams.get('view') === 'basic';
  try {
    const { result: page, dehydrated } = await prefetch(context, (api, queryClient) =>
      prefetchModelPage(api, queryClient, { id, modelVersionId }),
    );
    if (page.view === 'model') {
      const canonical = modelPath(id, page.model.name);
      if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
    }
    return {
      id,
      modelVersionId,
      basic,
      title: page.view === 'model' ? page.model.name : null,
      description: page.view === 'model' ? page.model.description : null,
      canonical: page.view === 'model' ? modelPath(id, page.model.name) : null,
      dehydrated,
    };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** Switching versions only changes `?modelVersionId=`: the page already has what it needs, so no loader run. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname
    ? currentUrl.searchParams.get('view') !== nextUrl.searchParams.get('view')
    : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page?.title) return [{ title: 'Atelier' }];
  return [
    { title: `${page.title} | Atelier` },
    { name: 'description', content: metaDescription(page.description ?? '') },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
  ];
};

export default function ModelRoute() {
  return <ModelPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
