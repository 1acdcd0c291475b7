import type { MetaFunction } from 'react-router';
import { NotOnHubPage } from '../operator-pages/NotOnHubPage';
import { notOnHubText } from '../operator-pages/not-on-hub';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

export const meta: MetaFunction = ({ location }) => [
  { title: `${notOnHubText(location.pathname).title} | Atelier` },
];

export default function NotOnHubRoute() {
  return <NotOnHubPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
