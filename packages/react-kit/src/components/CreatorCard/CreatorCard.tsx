import { useId } from 'react';
import { Link } from 'react-aria-components';
import { LinkIcon } from '../../icons';
import { formatCompactNumber } from '../../internal/format';
import { visuallyHidden } from '../../theme/base.css';
import type { CreatorCardView, CreatorStatView } from '../../view-models/creator';
import { BuzzButton, type BuzzButtonProps } from '../BuzzButton/BuzzButton';
import { ChatButton } from '../ChatButton/ChatButton';
import { FollowButton, type FollowButtonProps } from '../FollowButton/FollowButton';
import { RankBadge } from '../RankBadge/RankBadge';
import * as styles from './CreatorCard.css';

export interface CreatorCardProps {
  creator: CreatorCardView;
  /** The viewer's own card: no follow, tip or chat (users cannot follow, tip or chat with themselves). */
  isSelf?: boolean;
  /** Left out: no follow button (e.g. signed out and the caller prefers a sign-in link elsewhere). */
  follow?: Omit<FollowButtonProps, 'size'>;
  /** Left out: no tip button (e.g. the Buzz feature is off). */
  tip?: Pick<BuzzButtonProps, 'onTip' | 'insufficient' | 'insufficientTooltip' | 'onBuyMore' | 'isPending'>;
  /** Left out: no chat button (e.g. the chat feature is off). */
  chat?: { onChat: () => void };
  /** Level of the username heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A creator's avatar, name, rank, joined date, chosen stats, links and the follow / tip / chat actions. */
export function CreatorCard({
  creator,
  isSelf = false,
  follow,
  tip,
  chat,
  headingLevel = 3,
}: CreatorCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const showActions = !isSelf && (follow || tip || chat);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        {creator.avatarUrl ? (
          <img
            className={styles.avatar}
            src={creator.avatarUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {creator.username.slice(0, 1)}
          </span>
        )}
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading className={styles.name} id={headingId}>
              <Link href={creator.profileHref} className={styles.link}>
                {creator.username}
              </Link>
            </Heading>
            {creator.rank ? <RankBadge {...creator.rank} /> : null}
          </div>
          <p className={styles.joined}>{creator.joinedText}</p>
        </div>
      </div>

      {creator.stats.length > 0 ? (
        <dl className={styles.stats}>
          {creator.stats.map((stat) => (
            <div key={stat.key} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>
                <StatValue stat={stat} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}

      {creator.links.length > 0 ? (
        <ul className={styles.links} aria-label="Links">
          {creator.links.map((link) => (
            <li key={link.url}>
              <Link
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className={styles.externalLink}
              >
                <LinkIcon />
                {link.domain}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {showActions ? (
        <div className={styles.actions}>
          {follow ? <FollowButton {...follow} /> : null}
          {tip ? <BuzzButton {...tip} label="Tip" /> : null}
          {chat ? <ChatButton onChat={chat.onChat} label={`Chat with ${creator.username}`} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** A stat's value, compact when a number; a link (named with its label) when the stat leads somewhere. */
function StatValue({ stat }: { stat: CreatorStatView }) {
  const text = typeof stat.value === 'number' ? formatCompactNumber(stat.value) : stat.value;
  return stat.href ? (
    <Link href={stat.href} className={styles.link} aria-label={`${text} ${stat.label}`}>
      {text}
    </Link>
  ) : (
    text
  );
}
