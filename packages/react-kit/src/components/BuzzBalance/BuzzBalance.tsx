import { Link } from 'react-aria-components';
import { BoltIcon } from '../../icons';
import * as styles from './BuzzBalance.css';

export interface BuzzBalanceProps {
  /** The balance in full, for its accessible name ("Buzz balance: 12.3k (12,345)"). */
  balance: number;
  /** The balance as the header shows it, compact ("12.3k"), formatted by the caller. */
  compact: string;
  /** The Buzz page (balance and history). */
  href: string;
}

/**
 * The header's Buzz balance: a bolt and a compact number, linking to the viewer's Buzz page. The accessible name
 * starts with the text on screen (WCAG 2.5.3, label in name: a voice user says what they see) and adds the full
 * amount when the compact form rounds it.
 */
export function BuzzBalance({ balance, compact, href }: BuzzBalanceProps) {
  const full = balance.toLocaleString('en-US');
  return (
    <Link
      href={href}
      aria-label={compact === full ? `Buzz balance: ${full}` : `Buzz balance: ${compact} (${full})`}
      className={styles.balance}
    >
      <BoltIcon />
      <span aria-hidden="true">{compact}</span>
    </Link>
  );
}
