export { SigningDialog } from './signing-dialog';
export type { SigningDialogProps, SigningKeyTip } from './signing-dialog';
export type { SigningPhase } from './signing-phase';
export { OriginalView } from './original-view';
export type { OriginalViewProps } from './original-view';
export { describeOriginal } from './describe-original';
export type { OriginalField } from './describe-original';
export { signingMessages } from './signing-dialog.messages';
