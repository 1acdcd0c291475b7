import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import type { ToastQueue } from './toast-queue';

export interface ToastRegionProps {
  queue: ToastQueue;
  /** Accessible name of the close buttons. */
  closeLabel?: string;
  /** Name of the landmark (F6 moves focus to it); react-aria's localised "Notifications" when left out. */
  'aria-label'?: string;
}

/**
 * Renders the queue's toasts in a landmark at the bottom corner, portalled to the body: react-aria's toast
 * (`UNSTABLE_` in 1.22), which announces each toast and keeps it open while hovered or focused.
 */
export function ToastRegion({ queue, closeLabel = 'Close', 'aria-label': ariaLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={ariaLabel}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone ?? 'neutral' })}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <IconButton slot="close" label={closeLabel} icon={<CloseIcon />} size="sm" showTooltip={false} />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
