export { Dialog } from './dialog';
export type { DialogBodyProps, DialogCloseProps, DialogContentProps, DialogHeaderProps, DialogSize } from './dialog';
