import { lockCommand } from '../lock-command.js';

export const unlock = lockCommand('unlock', 'model', false);
