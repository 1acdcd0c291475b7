import { createToastQueue, type ToastMessage } from '@atelier/react-kit';

/** The app's one toast queue: mutations report the catalogue's successes and errors here. */
export const toasts = createToastQueue();

const TIMEOUT_MS = 5_000;

export const toast = {
  success: (title: string, description?: string) =>
    show({ title, tone: 'positive', ...(description ? { description } : {}) }),
  error: (title: string, description?: string) =>
    show({ title, tone: 'critical', ...(description ? { description } : {}) }),
};

const show = (message: ToastMessage) => {
  // The queue lives in the browser only; a server render never shows toasts.
  if (typeof window !== 'undefined') toasts.add(message, { timeout: TIMEOUT_MS });
};
