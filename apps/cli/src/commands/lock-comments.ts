import { lockCommand } from '../lock-command.js';

export const lockComments = lockCommand('lock-comments', 'comments', true);
