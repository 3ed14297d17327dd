/**
 * The shell's dialogs that any page may open (spec §2 Shell: the feedback form and the platform's customer service):
 * they have no route of their own in the spec's catalogue, so a query parameter on the current page opens them
 * (`?dialog=feedback`). The right bar reads it; a link to it works from any feature without importing the dialog.
 */
export const SHELL_DIALOG_PARAM = 'dialog';

export type ShellDialog = 'feedback' | 'service';

const DIALOGS: readonly ShellDialog[] = ['feedback', 'service'];

/** The dialog a search string asks for, if any. */
export function shellDialogOf(search: string): ShellDialog | null {
  const value = new URLSearchParams(search).get(SHELL_DIALOG_PARAM);
  return DIALOGS.find((d) => d === value) ?? null;
}

/** The same page's search with the dialog opened (a name) or closed (null); other parameters are kept. */
export function withShellDialog(search: string, dialog: ShellDialog | null): string {
  const params = new URLSearchParams(search);
  if (dialog) params.set(SHELL_DIALOG_PARAM, dialog);
  else params.delete(SHELL_DIALOG_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
