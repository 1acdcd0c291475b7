import { data } from 'react-router';

/** A loader's 404: the route's error boundary renders "Page not found" inside the site frame. */
export const notFound = () => data(null, { status: 404 });

/** Whether an in-process API call failed because the thing is missing or hidden from this viewer (same answer). */
export const isNotFound = (error: unknown) =>
  error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'NOT_FOUND';
