export { VaultButton, type VaultButtonLabels, type VaultButtonProps } from './VaultButton';
