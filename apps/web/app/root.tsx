import { themeRoot } from '@atelier/react-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import { HydrateQueries } from './api/HydrateQueries';
import { prefetch } from './api/prefetch.server';
import { createQueryClient } from './api/query-client';
import { createBrowserClient, TRPCProvider } from './api/trpc';
import { ScanStatusBanner } from './moderator/ScanStatusBanner';
import { deferredSection } from './shared/deferred-section';
import { prefetchShell } from './shell/prefetch-shell.server';
import { ReadOnlyBanner } from './shell/ReadOnlyBanner';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { SiteHeader } from './shell/SiteHeader';
import * as styles from './shell/shell.css';
import { systemThemeScript, themeClass, themeFromCookie } from './shell/theme';
import { toasts } from './shell/toasts';
import { useLinkHref } from './shell/use-link-href';
import { signedInScript, ViewerOverlay } from './shell/viewer-overlay';

/**
 * The toasts' region, with react-aria's toast and landmark code, loads beside hydration: the queue is filled from
 * the first modules (shell/toasts.ts), and what it holds shows once the region is there.
 */
const ToastRegion = deferredSection(() =>
  import('./shell/toast-region').then((module) => module.ToastRegion),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { dehydrated } = await prefetch(context, prefetchShell);
  return {
    nonce: context.cspNonce,
    theme: themeFromCookie(request.headers.get('cookie')),
    signedInMarker: context.signedInMarker,
    dehydrated,
  };
}

// The viewer and the theme change only through actions that revalidate on purpose (sign-in, sign-out).
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const theme = root?.theme ?? 'light';
  const marker = root ? signedInScript(root.signedInMarker) : null;
  return (
    <html lang="en" className={`${themeClass(theme)} ${themeRoot}`} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* react-aria reads this nonce for the one <style> element it adds at run time (CSP). */}
        {root ? <meta name="csp-nonce" nonce={root.nonce} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {root && root.theme === null ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script with the CSP nonce
          <script nonce={root.nonce} dangerouslySetInnerHTML={{ __html: systemThemeScript }} />
        ) : null}
        {marker ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script with the CSP nonce
          <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: marker }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className={styles.page}>
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>('root');
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createBrowserClient);
  const navigate = useNavigate();
  return (
    // react-aria's links (in the kit) navigate through React Router instead of loading the page again.
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <HydrateQueries>
            <a href="#main" className={styles.skipLink}>
              Skip to content
            </a>
            <SiteHeader />
            <ScanStatusBanner />
            <ReadOnlyBanner />
            <main id="main" className={styles.main}>
              <Outlet />
            </main>
            <ToastRegion queue={toasts} />
            {root ? <ViewerOverlay marker={root.signedInMarker} /> : null}
          </HydrateQueries>
        </TRPCProvider>
      </QueryClientProvider>
    </RouterProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
