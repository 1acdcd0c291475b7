import type { MetaFunction } from 'react-router';
import { ResetPasswordPage } from '../account-settings/ResetPasswordPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';

/** `/user/reset-password#token=…`: the link from `atelier user reset-password`; anyone holding it may use it. */
export const meta: MetaFunction = () => [
  { title: 'Reset password | Atelier' },
  // The address carries a one-time secret: keep it out of search engines and other sites' referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function UserResetPasswordRoute() {
  return <ResetPasswordPage />;
}

export const ErrorBoundary = RouteErrorBoundary;
