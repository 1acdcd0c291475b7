import { SegmentedChoice } from '@atelier/react-kit';
import { useEffect, useState } from 'react';
import { applyThemeChoice, chosenTheme, type ThemeChoice } from '../shell/theme';
import { toast } from '../shell/toasts';
import * as styles from './settings-page.css';

const OPTIONS = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
];

/**
 * The theme of this browser: the header's switch and this choice share the one `atelier_theme` cookie (shell/theme.ts),
 * so the choice applies at once and is remembered per browser, not per account.
 */
export function ThemeSection() {
  // The server does not know the cookie's "system" from an unset one: read it after hydration.
  const [choice, setChoice] = useState<ThemeChoice | null>(null);
  useEffect(() => setChoice(chosenTheme()), []);
  return (
    <section className={styles.section} aria-labelledby="theme-title">
      <h2 id="theme-title" className={styles.sectionTitle}>
        Theme
      </h2>
      <SegmentedChoice
        label="Theme"
        description="Applies at once in this browser, like the switch in the header. System follows your device."
        options={OPTIONS}
        value={choice ?? 'system'}
        isDisabled={choice === null}
        onChange={(next) => {
          const theme = next as ThemeChoice;
          applyThemeChoice(theme);
          setChoice(theme);
          toast.success(`Theme: ${OPTIONS.find((option) => option.id === theme)?.label ?? theme}`);
        }}
      />
    </section>
  );
}
