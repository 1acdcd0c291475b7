import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

// The queue apart from the region (Toast.tsx): an app creates and fills it from its first modules, and may load the
// region, with react-aria's toast and landmark code, later.

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'neutral' | 'positive' | 'critical';
}

export type ToastQueue = AriaToastQueue<ToastMessage>;

/**
 * One queue per app, created outside React (a module or the app's context); `queue.add(message, { timeout })`
 * shows a toast from anywhere. react-aria ignores timeouts under 5 s, so short-lived toasts stay readable.
 */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastMessage>({ maxVisibleToasts: options.maxVisibleToasts ?? 3 });
}
