import { useEffect, useState } from 'react';

const STORAGE_KEY = 'atelier.versionPanel.openSections';
const DEFAULT_OPEN = ['details'];

const stored = (): string[] | null => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
};

/**
 * The accordion's open sections, remembered in this browser (spec §2); "version details" open by default. The
 * server renders the default, the browser then applies what the visitor left open.
 */
export function useOpenSections() {
  const [open, setOpen] = useState(DEFAULT_OPEN);
  useEffect(() => {
    const remembered = stored();
    if (remembered) setOpen(remembered);
  }, []);
  const change = (next: string[]) => {
    setOpen(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing may refuse storage; the sections still open and close.
    }
  };
  return [open, change] as const;
}
