import { useSearchParams } from 'react-router';
import { returnUrlFrom } from './return-url';

/** This page's safe way back after signing in or up. */
export function useReturnUrl(): string {
  const [searchParams] = useSearchParams();
  return returnUrlFrom(searchParams);
}
