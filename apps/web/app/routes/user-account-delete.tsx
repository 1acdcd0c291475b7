import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { redirect } from 'react-router';
import { withReturnUrl } from '../account/return-url';
import { prefetch } from '../api/prefetch.server';
import { DeleteAccountPage } from '../delete-account/DeleteAccountPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/account/delete`: what deleting the account does, then the confirmation; signed-out visitors sign in first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { result: signedIn, dehydrated } = await prefetch(context, async (api, queryClient) => {
    if ((await queryClient.fetchQuery(api.auth.me.queryOptions())) === null) return false;
    await queryClient.prefetchQuery(api.auth.getDeletionTerms.queryOptions());
    return true;
  });
  if (!signedIn) throw redirect(withReturnUrl('/login', `${url.pathname}${url.search}`));
  return { dehydrated };
}

export const meta: MetaFunction = () => [{ title: 'Delete account | Atelier' }];

export default function UserAccountDeleteRoute() {
  return <DeleteAccountPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
