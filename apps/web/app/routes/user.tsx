import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { ProfilePage } from '../profile/ProfilePage';
import { profileQueryOptions } from '../profile/profile-query';
import { prefetchCreatorCard, prefetchViewer } from '../shared/social/prefetch.server';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const username = params.username ?? '';
  try {
    const { result: profile, dehydrated } = await prefetch(context, async (api, queryClient) => {
      const [profile, viewer] = await Promise.all([
        queryClient.fetchQuery(profileQueryOptions(api, username)),
        prefetchViewer(api, queryClient),
      ]);
      await prefetchCreatorCard(api, queryClient, profile.id, viewer !== null);
      return profile;
    });
    return { username, title: profile.username, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function UserRoute() {
  return <ProfilePage />;
}

export const ErrorBoundary = RouteErrorBoundary;
