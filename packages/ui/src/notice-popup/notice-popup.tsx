import * as Dialog from '@radix-ui/react-dialog';
import type { Notice } from '@scf/api/contract';
import { Button } from '../button/button';
import { WideContent } from '../agreement-modal/agreement-modal.styles';
import { Actions, Overlay, Title } from '../confirm-dialog/confirm-dialog.styles';
import { messages } from '../messages';
import { openNoticeLink } from '../safe-html/link-allow-list';
import type { LinkPolicy } from '../safe-html/link-allow-list';
import { SafeHtml } from '../safe-html/safe-html';
import { NoticeBody } from './notice-popup.styles';

/** The notice fields the popup shows and acts on. */
export type NoticePopupNotice = Pick<Notice, 'noticeTitle' | 'noticeContent' | 'btnName' | 'btnEffect' | 'link'>;

export interface NoticePopupProps {
  open: boolean;
  notice: NoticePopupNotice;
  /** Allowed link targets for the button link and links inside the content (security.md §1.5). */
  linkPolicy: LinkPolicy;
  /**
   * After the confirm button: the host records the read when ejectFrequency is '1'. Called with whether the notice's
   * link was opened (btnEffect '1' and the link passed the allow-list).
   */
  onConfirm: (linkOpened: boolean) => void;
  onClose: () => void;
}

/** A system notice: title, sanitised rich content, and a confirm button named by the notice. */
export function NoticePopup({ open, notice, linkPolicy, onConfirm, onClose }: NoticePopupProps) {
  function confirm() {
    const opened = notice.btnEffect === '1' && openNoticeLink(notice.link, linkPolicy);
    onConfirm(opened);
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <WideContent aria-describedby={undefined}>
          {/* The title is text, never HTML (security.md §1.3). */}
          <Title>{notice.noticeTitle}</Title>
          <NoticeBody>
            <SafeHtml html={notice.noticeContent} linkPolicy={linkPolicy} />
          </NoticeBody>
          <Actions>
            <Button variant="primary" onClick={confirm}>
              {notice.btnName.trim() || messages.notice.confirm}
            </Button>
          </Actions>
        </WideContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
