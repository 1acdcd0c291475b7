export { VaultUpsellModal, type VaultUpsellModalProps } from './VaultUpsellModal';
