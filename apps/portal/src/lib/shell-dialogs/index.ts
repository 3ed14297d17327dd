export { SHELL_DIALOG_PARAM, shellDialogOf, withShellDialog } from './shell-dialogs';
export type { ShellDialog } from './shell-dialogs';
