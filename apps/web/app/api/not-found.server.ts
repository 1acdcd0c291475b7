import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { data } from 'react-router';

/** A loader's 404: the route's error boundary shows the not-found page. */
export const notFound = () => data(null, { status: 404 });

/** Whether an in-process API call failed with a 404 (what the API answers for what the viewer may not see). */
export const isNotFound = (error: unknown) =>
  error instanceof Error && 'code' in error && getHTTPStatusCodeFromError(error as TRPCError) === 404;
