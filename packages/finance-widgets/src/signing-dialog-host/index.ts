export { SigningDialogHost } from './signing-dialog-host';
export type { SigningDialogHostProps } from './signing-dialog-host';
