import { NavLink } from 'react-router';
import { useFeature } from '../shell/use-feature';
import * as styles from './account-settings.css';

/** The account area's pages; each is a route of its own under /user/account. */
const SECTIONS = [
  { to: '/user/account', label: 'Settings', end: true },
  { to: '/user/account/api-keys', label: 'API keys', end: true },
  { to: '/user/buzz', label: 'Buzz', end: true },
  { to: '/user/account/delete', label: 'Delete account', end: true },
] as const;

/** Links between the account pages, the current one marked for assistive technology (`aria-current="page"`). */
export function AccountNav() {
  // With Buzz off there is no Buzz page to link to.
  const buzz = useFeature('buzz');
  return (
    <nav aria-label="Account settings" className={styles.nav}>
      {SECTIONS.filter((section) => buzz || section.to !== '/user/buzz').map((section) => (
        <NavLink key={section.to} to={section.to} end={section.end} className={styles.navLink}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
