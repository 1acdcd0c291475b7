import * as styles from './buzz.css';

/** The viewer's balance as the Buzz pages state it, announced when it changes (a redemption, a claim). */
export function BalanceLine({ balance }: { balance: number | undefined }) {
  return (
    <p className={styles.balance} aria-live="polite">
      {balance === undefined
        ? 'Loading your balance…'
        : `Your balance: ${balance.toLocaleString('en-US')} Buzz`}
    </p>
  );
}
