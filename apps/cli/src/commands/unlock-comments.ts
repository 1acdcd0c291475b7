import { lockCommand } from '../lock-command.js';

export const unlockComments = lockCommand('unlock-comments', 'comments', false);
