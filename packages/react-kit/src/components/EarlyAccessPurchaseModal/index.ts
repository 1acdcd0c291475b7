export {
  type EarlyAccessPurchaseLabels,
  EarlyAccessPurchaseModal,
  type EarlyAccessPurchaseModalProps,
} from './EarlyAccessPurchaseModal';
