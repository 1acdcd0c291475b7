import { lockCommand } from '../lock-command.js';

export const lock = lockCommand('lock', 'model', true);
