import { useMemo } from 'react';
import type { Notice } from '@scf/api/contract';
import { NoticePopup } from '@scf/ui';
import { noticeLinkPolicy } from '../api/notice-link-policy';

export interface NoticeDialogProps {
  notice: Notice;
  /** The notice's button (its link, if any, has been opened by the popup). */
  onConfirm: () => void;
  /** Escape or a click outside. */
  onClose: () => void;
}

/** One notice in the shared popup (sanitised HTML, allow-listed links). Its own chunk: it brings DOMPurify. */
export default function NoticeDialog({ notice, onConfirm, onClose }: NoticeDialogProps) {
  const linkPolicy = useMemo(() => noticeLinkPolicy(), []);
  return <NoticePopup open notice={notice} linkPolicy={linkPolicy} onConfirm={onConfirm} onClose={onClose} />;
}
