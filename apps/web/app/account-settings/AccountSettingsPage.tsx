import { AccountNav } from './AccountNav';
import { BrowsingSection } from './BrowsingSection';
import { CreatorCardSection } from './CreatorCardSection';
import { FilePreferencesSection } from './FilePreferencesSection';
import { PasswordSection } from './PasswordSection';
import * as styles from './settings-page.css';
import { ThemeSection } from './ThemeSection';
import { useAccountSettings } from './use-account-settings';

/** /user/account: the viewer's settings, each section saved on its own. */
export function AccountSettingsPage() {
  const settings = useAccountSettings();
  return (
    <section className={styles.page} aria-labelledby="account-settings-title">
      <AccountNav />
      <h1 id="account-settings-title" className={styles.title}>
        Account settings
      </h1>
      {settings ? (
        <>
          <FilePreferencesSection settings={settings} />
          <BrowsingSection settings={settings} />
          <ThemeSection />
          <CreatorCardSection settings={settings} />
          <PasswordSection />
        </>
      ) : (
        <p role="status">Loading your settings…</p>
      )}
    </section>
  );
}
