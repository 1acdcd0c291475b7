import { data } from 'react-router';
import { StatusPage } from '../shell/StatusPage';

/** Any address the hub does not know: a real 404, rendered inside the site frame. */
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return <StatusPage status={404} />;
}
