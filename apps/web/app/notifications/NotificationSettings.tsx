import { CheckboxField } from '@atelier/react-kit';
import * as styles from './notifications.css';
import { useNotificationSettings } from './use-notifications';

/** One checkbox per kind of notification: on unless turned off. */
export function NotificationSettings() {
  const { settings, change, pendingKind } = useNotificationSettings();
  return (
    <section className={styles.settings} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className={styles.subtitle}>
        Notification settings
      </h2>
      <ul className={styles.switches}>
        {settings.map((setting) => (
          <li key={setting.kind}>
            <CheckboxField
              isSelected={setting.enabled}
              isDisabled={pendingKind === setting.kind}
              onChange={(enabled) => change(setting.kind, enabled)}
            >
              {setting.label}
            </CheckboxField>
          </li>
        ))}
      </ul>
    </section>
  );
}
