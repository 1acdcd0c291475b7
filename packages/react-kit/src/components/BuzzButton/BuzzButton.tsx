import { BoltIcon } from '../../icons';
import { visuallyHidden } from '../../theme/base.css';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './BuzzButton.css';

export interface BuzzButtonProps {
  /** The action, e.g. "Tip" or "Get access". */
  label?: string;
  /** Buzz amount shown after the label; left out for an open amount (the tip dialog asks). */
  amount?: number;
  onTip: () => void;
  /** The viewer cannot afford it: the button shows `insufficientTooltip` and a press calls `onBuyMore`. */
  insufficient?: boolean;
  /** The caller's text, e.g. "Insufficient Buzz. Click to buy more". */
  insufficientTooltip?: string;
  /** Called instead of `onTip` when `insufficient`; when left out the press still goes to `onTip`. */
  onBuyMore?: () => void;
  isPending?: boolean;
  isDisabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Spend Buzz (tip a creator, buy access). Renders "⚡ Tip 500" with the accessible name "Tip 500 Buzz". */
export function BuzzButton({
  label = 'Tip',
  amount,
  onTip,
  insufficient = false,
  insufficientTooltip,
  onBuyMore,
  isPending,
  isDisabled,
  variant = 'secondary',
  size = 'sm',
}: BuzzButtonProps) {
  const button = (
    <Button
      variant={variant}
      tone={insufficient ? 'critical' : 'caution'}
      size={size}
      icon={<BoltIcon />}
      isLoading={isPending}
      isDisabled={isDisabled}
      data-insufficient={insufficient || undefined}
      onPress={() => (insufficient && onBuyMore ? onBuyMore() : onTip())}
    >
      {label}
      {amount === undefined ? null : (
        <>
          {' '}
          <span className={styles.amount}>{amount.toLocaleString('en-US')}</span>
          <span className={visuallyHidden}> Buzz</span>
        </>
      )}
    </Button>
  );
  return insufficient && insufficientTooltip ? (
    <Tooltip content={insufficientTooltip} delay={300}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
