import { data } from 'react-router';

/** A loader's 404: the route's error boundary shows the not-found page. */
export const notFound = () => data(null, { status: 404 });

/** Whether an in-process API call failed with NOT_FOUND (what the API answers for what the viewer may not see). */
export const isNotFound = (error: unknown) =>
  error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'NOT_FOUND';
