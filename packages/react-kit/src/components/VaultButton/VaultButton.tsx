import { ToggleButton } from 'react-aria-components';
import { VaultIcon } from '../../icons';
import type { ButtonSize } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './VaultButton.css';

export interface VaultButtonLabels {
  /** The toggle's accessible name; it stays the same whether pressed or not. */
  toggle: string;
  inVault: string;
  notInVault: string;
}

const defaultLabels: VaultButtonLabels = {
  toggle: 'Save to Vault',
  inVault: 'In your Vault — press to remove',
  notInVault: 'Save to Vault',
};

export interface VaultButtonProps {
  isInVault: boolean;
  /** Members only (spec §5): called with the state asked for. */
  onToggle: (inVault: boolean) => void;
  isMember: boolean;
  /** Non-members: a press opens the vault upsell instead. */
  onUpsell: () => void;
  isPending?: boolean;
  size?: ButtonSize;
  labels?: Partial<VaultButtonLabels>;
}

/** The vault toggle (`aria-pressed`) for members; for others the same button opens the upsell. */
export function VaultButton({
  isInVault,
  onToggle,
  isMember,
  onUpsell,
  isPending = false,
  size = 'lg',
  labels,
}: VaultButtonProps) {
  const text = { ...defaultLabels, ...labels };
  if (!isMember) {
    return (
      <IconButton
        label={text.toggle}
        icon={<VaultIcon />}
        variant="secondary"
        size={size}
        onPress={onUpsell}
      />
    );
  }
  return (
    <Tooltip content={isInVault ? text.inVault : text.notInVault}>
      <ToggleButton
        aria-label={text.toggle}
        isSelected={isInVault}
        onChange={(next) => {
          if (!isPending) onToggle(next);
        }}
        data-pending={isPending || undefined}
        aria-busy={isPending || undefined}
        className={`${buttonStyles.button({ variant: 'secondary', tone: 'neutral', size, iconOnly: true })} ${styles.selected}`}
      >
        <span className={isPending ? buttonStyles.hiddenLabel : buttonStyles.label} aria-hidden="true">
          <VaultIcon />
        </span>
        {isPending ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
      </ToggleButton>
    </Tooltip>
  );
}
