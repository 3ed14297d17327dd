export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuItem, DropdownMenuProps } from './dropdown-menu';
