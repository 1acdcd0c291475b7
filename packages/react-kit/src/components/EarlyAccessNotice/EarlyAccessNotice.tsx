import { Link, ToggleButton } from 'react-aria-components';
import { BellIcon } from '../../icons';
import { ReservedLabel } from '../../internal/ReservedLabel';
import type { EarlyAccessNoticeView } from '../../view-models/early-access';
import { Badge } from '../Badge/Badge';
import { BuzzButton } from '../BuzzButton/BuzzButton';
import { type CountdownRules, CountdownTimer } from '../CountdownTimer/CountdownTimer';
import * as styles from './EarlyAccessNotice.css';

export interface EarlyAccessNoticeLabels {
  title: string;
  endsIn: string;
  gated: string;
  download: string;
  generation: string;
  getAccess: string;
  notify: string;
  notifying: string;
  learnMore: string;
}

const defaultLabels: EarlyAccessNoticeLabels = {
  title: 'Early Access',
  endsIn: 'Ends in',
  gated: 'Early access for',
  download: 'Download',
  generation: 'Generation',
  getAccess: 'Get access',
  notify: 'Notify me when available',
  notifying: 'You will be notified',
  learnMore: 'Learn more',
};

export interface EarlyAccessNoticeProps {
  notice: EarlyAccessNoticeView;
  /** Opens the purchase modal. */
  onGetAccess: () => void;
  /** The notify toggle; left out for signed-out viewers (or pass a sign-in prompt as onToggle). */
  notify?: { isNotifying: boolean; onToggle: (notify: boolean) => void; isPending?: boolean };
  /** How the countdown reads and redraws: the domain's rules, passed by the presenter. */
  countdown: CountdownRules;
  /** The clock for the countdown (tests and server render pass their own). */
  now?: () => number;
  /** Called once when the countdown reaches zero ("Ended"), e.g. to load the version again. */
  onEnd?: () => void;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<EarlyAccessNoticeLabels>;
}

/** The early-access block: countdown, what is gated, "Get access" with the price in Buzz, and the notify toggle. */
export function EarlyAccessNotice({
  notice,
  onGetAccess,
  notify,
  countdown,
  now,
  onEnd,
  headingLevel = 3,
  labels,
}: EarlyAccessNoticeProps) {
  const text = { ...defaultLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={text.title}>
      <div className={styles.header}>
        <Heading className={styles.title}>{text.title}</Heading>
        <span className={styles.countdown}>
          {text.endsIn} <CountdownTimer endsAt={notice.endsAt} rules={countdown} now={now} onEnd={onEnd} />
        </span>
      </div>
      <p className={styles.description}>{notice.description}</p>
      <ul className={styles.gated} aria-label={text.gated}>
        {notice.gated.download ? (
          <li>
            <Badge tone="caution">{text.download}</Badge>
          </li>
        ) : null}
        {notice.gated.generation ? (
          <li>
            <Badge tone="caution">{text.generation}</Badge>
          </li>
        ) : null}
      </ul>
      <div className={styles.actions}>
        {!notice.hasAccess && notice.price !== undefined ? (
          <BuzzButton
            label={text.getAccess}
            amount={notice.price}
            variant="primary"
            size="md"
            onTip={onGetAccess}
          />
        ) : null}
        {notify ? (
          <ToggleButton
            isSelected={notify.isNotifying}
            onChange={notify.onToggle}
            isDisabled={notify.isPending}
            className={styles.notify}
          >
            <BellIcon />
            <ReservedLabel
              text={notify.isNotifying ? text.notifying : text.notify}
              texts={[
                { text: text.notify, className: styles.notifyRoom },
                { text: text.notifying, className: styles.notifyingRoom },
              ]}
            />
          </ToggleButton>
        ) : null}
        {notice.learnMoreHref ? (
          <Link href={notice.learnMoreHref} className={styles.link}>
            {text.learnMore}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
