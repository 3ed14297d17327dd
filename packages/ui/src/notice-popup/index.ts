export { NoticePopup } from './notice-popup';
export type { NoticePopupNotice, NoticePopupProps } from './notice-popup';
