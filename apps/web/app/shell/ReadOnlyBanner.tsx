import { errors } from '@atelier/domain';
import { Notice } from '@atelier/react-kit';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import * as styles from './read-only-banner.css';

/**
 * On every page while the hub is read-only (the `canWrite` flag off): pages still read, but anything that saves is
 * refused with this same message, so people learn it before they try.
 */
export function ReadOnlyBanner() {
  const trpc = useTRPC();
  // Only a known "off" shows it: while the flags are unknown the hub is taken to be writable.
  const readOnly = useQuery(trpc.system.getFeatures.queryOptions()).data?.canWrite === false;
  if (!readOnly) return null;
  return (
    <div className={styles.banner}>
      <Notice tone="caution" role="status" title={errors.cannotWrite.message} />
    </div>
  );
}
