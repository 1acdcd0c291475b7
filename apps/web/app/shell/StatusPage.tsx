import { NotFoundView } from '@atelier/react-kit';

/** The page for a failed request: not found for 404 (and for what is hidden, which must look the same). */
export function StatusPage({ status }: { status: number }) {
  if (status === 404) {
    return (
      <NotFoundView
        title="Page not found"
        description="The page you are looking for does not exist or is not available to you."
        action={{ label: 'Go to the home page', href: '/' }}
      />
    );
  }
  return (
    <NotFoundView
      title="Something went wrong"
      description="There was an error while performing your request"
      action={{ label: 'Go to the home page', href: '/' }}
    />
  );
}
