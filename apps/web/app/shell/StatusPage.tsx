import { errors } from '@atelier/domain';
import { NotFoundView } from '@atelier/react-kit';

/** The page for a failed request: not found for 404 (and for what is hidden, which must look the same). */
export function StatusPage({ status }: { status: number }) {
  if (status === 404) {
    return (
      <NotFoundView
        title={errors.pageNotFound.title}
        description={errors.pageNotFound.message}
        action={{ label: 'Go to the home page', href: '/' }}
      />
    );
  }
  return (
    <NotFoundView
      title={errors.pageFailed.title}
      description={errors.pageFailed.message}
      action={{ label: 'Go to the home page', href: '/' }}
    />
  );
}
