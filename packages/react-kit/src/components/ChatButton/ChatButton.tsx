import { ChatIcon } from '../../icons';
import type { ButtonSize } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';

export interface ChatButtonProps {
  onChat: () => void;
  /** Accessible name and tooltip, e.g. "Chat with alice". */
  label?: string;
  isDisabled?: boolean;
  size?: ButtonSize;
}

/** Opens a chat with a creator; the caller hides it on the viewer's own card and when chat is off. */
export function ChatButton({ onChat, label = 'Chat', isDisabled, size = 'sm' }: ChatButtonProps) {
  return (
    <IconButton
      label={label}
      icon={<ChatIcon />}
      variant="secondary"
      tone="neutral"
      size={size}
      isDisabled={isDisabled}
      onPress={onChat}
    />
  );
}
