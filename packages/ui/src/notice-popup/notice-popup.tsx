import type { Notice } from '@scf/api/contract';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { Dialog } from '../dialog/dialog';
import { messages } from '../messages';
import type { LinkPolicy } from '../safe-html/link-allow-list';
import { SafeHtml } from '../safe-html/safe-html';
import { NoticeBody } from './notice-popup.styles';
import { useNoticeLink } from './use-notice-link';

/** The notice fields the popup shows and acts on. */
export type NoticePopupNotice = Pick<Notice, 'noticeTitle' | 'noticeContent' | 'btnName' | 'btnEffect' | 'link'>;

export interface NoticePopupProps {
  /** Shown or not (controlled by the host). */
  open: boolean;
  /** The notice from the API: title (text), content (sanitised HTML), button name and link. */
  notice: NoticePopupNotice;
  /** Allowed link targets for the button link and links inside the content (security.md §1.5). */
  linkPolicy: LinkPolicy;
  /**
   * After the confirm button: the host records the read when ejectFrequency is '1'. Called with whether the notice's
   * link was opened: btnEffect '1', the link passed the allow-list and, for an external host, the user chose
   * 继续访问 in the "leaving the platform" confirm (取消 calls it with false).
   */
  onConfirm: (linkOpened: boolean) => void;
  /** Escape or the close button; the notice was not confirmed. */
  onClose: () => void;
}

/**
 * A system notice: title, sanitised rich content, and a confirm button named by the notice. With btnEffect '1' the
 * button opens the notice's link in a new window (noopener); an allow-listed external host is confirmed first
 * (您即将离开本平台…), a same-origin /cv3/ link is not.
 */
export function NoticePopup({ open, notice, linkPolicy, onConfirm, onClose }: NoticePopupProps) {
  const link = useNoticeLink(notice, linkPolicy, onConfirm);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="lg">
        <Dialog.Header>
          {/* The title is text, never HTML (security.md §1.3). */}
          <Dialog.Title>{notice.noticeTitle}</Dialog.Title>
        </Dialog.Header>
        <NoticeBody>
          <SafeHtml html={notice.noticeContent} linkPolicy={linkPolicy} />
        </NoticeBody>
        <Dialog.Footer>
          <Button variant="primary" onClick={link.follow}>
            {notice.btnName.trim() || messages.notice.confirm}
          </Button>
        </Dialog.Footer>
        <ConfirmDialog
          open={link.leavingTo !== null}
          title={messages.notice.leaving(link.leavingTo?.hostname ?? '')}
          confirmText={messages.notice.leaveContinue}
          cancelText={messages.notice.leaveCancel}
          onConfirm={() => link.answer(true)}
          onCancel={() => link.answer(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
