import { strictId } from '@atelier/domain';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { LicenseView } from '../license/LicenseView';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** Nothing on this page changes after load, so the answer travels as loader data, not as a query. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = strictId(params.versionId);
  if (id === null) throw notFound();
  try {
    const { result } = await prefetch(context, (api, queryClient) =>
      queryClient.fetchQuery(api.modelVersion.getLicense.queryOptions({ id })),
    );
    return result;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: license }) => [
  { title: license ? `License of ${license.model.name} ${license.version.name} | Atelier` : 'Atelier' },
];

export default function License() {
  return <LicenseView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
