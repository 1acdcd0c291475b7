export { ActionMenu, type ActionMenuProps } from './ActionMenu';
