import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from './StatusPage';

/** A route's failure inside the site frame: not found (also for what is hidden), or the generic error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <StatusPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
