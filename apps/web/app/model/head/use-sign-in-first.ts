import { useNavigate } from 'react-router';
import { useSignInHref, useViewer } from '../../shell/use-viewer';

/** Wraps an action so an anonymous visitor is sent to sign in (and back here) instead. */
export function useSignInFirst() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  return (action: () => void) => () => (viewer ? action() : navigate(signInHref));
}
