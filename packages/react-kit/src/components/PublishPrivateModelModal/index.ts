export {
  type PublishPrivateChoice,
  type PublishPrivateModelLabels,
  PublishPrivateModelModal,
  type PublishPrivateModelModalProps,
} from './PublishPrivateModelModal';
