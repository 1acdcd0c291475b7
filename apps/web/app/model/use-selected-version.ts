import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads `?modelVersionId=` as a positive id, or null. */
export const versionIdFrom = (params: URLSearchParams): number | null => {
  const id = Number(params.get('modelVersionId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The selected version lives in the URL, so a link or a reload shows the same tab. Selecting one replaces the
 * history entry (no reload, no scroll jump); the route's `shouldRevalidate` keeps the loader from running again.
 */
export function useSelectedVersion(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('modelVersionId', String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [versionIdFrom(params), select];
}
