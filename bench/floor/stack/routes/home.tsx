import { HydrationBoundary, useQuery } from '@tanstack/react-query';
import { Button, Link } from 'react-aria-components';
import { useTRPC } from '../root';

export const loader = () => ({ title: 'A floor' });

/** One API call through the hooks the hub's pages use (its answer is not needed: the figure is the code). */
function OneQuery() {
  const trpc = useTRPC();
  const model = useQuery(trpc.model.getById.queryOptions({ id: 1 }, { enabled: false }));
  return <p>{model.data?.name ?? 'No model asked for'}</p>;
}

/** The bare floor's page, with one react-aria link and button, and one query in a hydration boundary. */
export default function Home() {
  return (
    <HydrationBoundary state={undefined}>
      <main>
        <h1>A floor</h1>
        <Link href="/elsewhere">Another page of the floor</Link>
        <Button onPress={() => undefined}>A button</Button>
        <OneQuery />
      </main>
    </HydrationBoundary>
  );
}
