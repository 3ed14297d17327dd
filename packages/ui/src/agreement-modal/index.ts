export { AgreementModal, NOTICE_SCROLL_TOLERANCE_PX, REGISTRATION_SCROLL_TOLERANCE_PX } from './agreement-modal';
export type { AgreementModalProps } from './agreement-modal';
