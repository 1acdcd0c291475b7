import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { prefetchSignedIn } from '../api/prefetch.server';
import { DeleteAccountPage } from '../delete-account/DeleteAccountPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account/delete`: what deleting the account does, then the confirmation; signed-out visitors sign in first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return prefetchSignedIn(request, context, async (api, queryClient) => {
    await queryClient.prefetchQuery(api.auth.getDeletionTerms.queryOptions());
  });
}

export const meta: MetaFunction = () => [{ title: 'Delete account | Atelier' }];

export default function UserAccountDeleteRoute() {
  return <DeleteAccountPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
