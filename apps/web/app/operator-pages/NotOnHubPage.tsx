import { NotFoundView } from '@atelier/react-kit';
import { useLocation, useSearchParams } from 'react-router';
import { returnUrlFrom } from '../account/return-url';
import { notOnHubText } from './not-on-hub';

/**
 * /bounties/{id} and /product/odor: features of the original product this hub does not have. An honest page (not a
 * 404: the link is the product's own) with a way back: the safe `returnUrl`, else the home page.
 */
export function NotOnHubPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const back = returnUrlFrom(searchParams);
  const text = notOnHubText(pathname);
  return (
    <NotFoundView
      title={text.title}
      description={text.description}
      action={{ label: back === '/' ? 'Go to the home page' : 'Go back to where you were', href: back }}
    />
  );
}
