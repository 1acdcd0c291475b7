import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * "Copied" feedback for copy buttons: `copy(text)` hands the text to the caller's `onCopy` (which writes the
 * clipboard) and, unless that rejects, marks `copiedText` for `durationMs`.
 */
export function useCopyFeedback(onCopy: (text: string) => unknown, durationMs = 2000) {
  const [copiedText, setCopiedText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await onCopy(text);
      } catch {
        return; // the caller reports a failed copy; no "Copied" for it
      }
      setCopiedText(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopiedText(null), durationMs);
    },
    [onCopy, durationMs],
  );

  return { copiedText, copy };
}
