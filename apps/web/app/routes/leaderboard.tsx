import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { isNotFound, notFound } from '../api/not-found.server';
import { prefetch } from '../api/prefetch.server';
import { LeaderboardPage } from '../leaderboard/LeaderboardPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/leaderboard/{id}?position={rank}`: where the creator card's rank badge leads. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // Board ids are short words (`overall`); a longer one names no board and would fail the API's input check.
  if (id.length > 50) throw notFound();
  const asked = Number(new URL(request.url).searchParams.get('position'));
  const position = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  try {
    const { result: board, dehydrated } = await prefetch(context, (api, queryClient) =>
      queryClient.fetchQuery(api.leaderboard.get.queryOptions({ id })),
    );
    return { id, position, title: `${board.title} leaderboard`, dehydrated };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.title} | Atelier` : 'Atelier' },
];

export default function LeaderboardRoute() {
  return <LeaderboardPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
