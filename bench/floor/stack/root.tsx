import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useNavigate } from 'react-router';
import type { FloorRouter } from './api';

export const { TRPCProvider, useTRPC } = createTRPCContext<FloorRouter>();

// The bare floor's document.
export { Layout } from '../bare/root';

/**
 * The floor of the hub's fixed stack: the providers the hub's root sets up around every page (TanStack Query, the
 * tRPC client and its query bindings, react-aria's router).
 */
export default function App() {
  const navigate = useNavigate();
  const [queryClient] = useState(() => new QueryClient());
  // No link: the hub's HTTP link and superjson load at its first call (apps/web/app/api/trpc.ts), so they are not
  // part of its first load, nor of this floor. The one query here never runs.
  const [trpcClient] = useState(() => createTRPCClient<FloorRouter>({ links: [] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RouterProvider navigate={navigate}>
          <Outlet />
        </RouterProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
