import { CheckIcon, UserPlusIcon } from '../../icons';
import { formatCompactNumber } from '../../internal/format';
import { ReservedLabel } from '../../internal/ReservedLabel';
import { Button, type ButtonSize } from '../Button/Button';
import * as styles from './FollowButton.css';

export interface FollowButtonLabels {
  follow: string;
  unfollow: string;
  /** Text after the count, e.g. "followers". */
  followers: string;
}

export interface FollowButtonProps {
  isFollowing: boolean;
  /** Called with the state the viewer asked for; the caller updates the count optimistically and rolls back. */
  onToggle: (follow: boolean) => void;
  /** Follower count to show beside the button; hidden when left out. */
  followerCount?: number;
  /** While the request runs: a spinner, presses ignored. */
  isPending?: boolean;
  isDisabled?: boolean;
  size?: ButtonSize;
  labels?: Partial<FollowButtonLabels>;
}

const defaultLabels: FollowButtonLabels = { follow: 'Follow', unfollow: 'Unfollow', followers: 'followers' };

/**
 * Follow or unfollow a creator. The label names the action it will take ("Follow" / "Unfollow") rather than
 * toggling `aria-pressed`, so the accessible name never contradicts the state. The button keeps the width of the
 * wider label, so the count beside it stays put when the state changes (or arrives after the first paint).
 */
export function FollowButton({
  isFollowing,
  onToggle,
  followerCount,
  isPending = false,
  isDisabled,
  size = 'sm',
  labels,
}: FollowButtonProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <span className={styles.group}>
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        tone={isFollowing ? 'neutral' : 'brand'}
        size={size}
        icon={isFollowing ? <CheckIcon /> : <UserPlusIcon />}
        isLoading={isPending}
        isDisabled={isDisabled}
        onPress={() => onToggle(!isFollowing)}
      >
        <ReservedLabel
          text={isFollowing ? text.unfollow : text.follow}
          texts={[text.follow, text.unfollow]}
        />
      </Button>
      {followerCount === undefined ? null : (
        <span className={styles.count}>
          {formatCompactNumber(followerCount)} {text.followers}
        </span>
      )}
    </span>
  );
}
