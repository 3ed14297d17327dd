import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { messages } from '../messages';
import { QrCode } from '../qr-code/qr-code';
import { Aside, Ball, List, QrPopover, ToolButton } from './right-bar.styles';
import { useAutoHide } from './use-auto-hide';
import { useScrolledPast } from './use-scrolled-past';
import { ArrowUpIcon, ChatBubbleIcon, MobileIcon, Pencil2Icon, QuestionMarkCircledIcon } from '@radix-ui/react-icons';

const t = messages.rightBar;

/** Spec §9 constants. */
export const RIGHT_BAR_AUTO_HIDE_MS = 7000;
export const BACK_TO_TOP_AFTER_PX = 768;

export interface RightBarProps {
  /** 常见问题: the host navigates to the help page. */
  onFaq: () => void;
  /** 在线客服: the host opens the customer-service chat. */
  onCustomerService: () => void;
  /** 意见反馈: the host opens the feedback form; no button without it. */
  onFeedback?: () => void;
  /** The address the 公众号 QR code encodes (drawn here, so no image can be missing); no button without it. */
  publicAccountUrl?: string;
  /** Inactivity before the bar folds into a ball; 7000 ms. */
  autoHideMs?: number;
  /** 返回顶部 shows once scrolled further than this; 768 px. */
  backToTopAfterPx?: number;
}

/**
 * The right-side help bar: FAQ, public-account QR, back-to-top, feedback and customer service. The host does not render it on
 * the login page. It folds into a ball after inactivity; the ball reopens it.
 */
export function RightBar({
  onFaq,
  onCustomerService,
  onFeedback,
  publicAccountUrl,
  autoHideMs = RIGHT_BAR_AUTO_HIDE_MS,
  backToTopAfterPx = BACK_TO_TOP_AFTER_PX,
}: RightBarProps) {
  const { open, reopen, pause, resume } = useAutoHide(autoHideMs);
  const scrolled = useScrolledPast(backToTopAfterPx);
  const [qrOpen, setQrOpen] = useState(false);
  const qrId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  // Reopened from the ball, which unmounts: put focus in the bar so a keyboard user is not dropped on <body>.
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  useEffect(() => {
    if (open && focusOnOpen) {
      firstButton.current?.focus();
      setFocusOnOpen(false);
    }
  }, [open, focusOnOpen]);

  if (!open) {
    return (
      <Aside aria-label={t.label}>
        <Ball
          type="button"
          aria-label={t.reopen}
          aria-expanded={false}
          onClick={() => {
            setFocusOnOpen(true);
            reopen();
          }}
        >
          <QuestionMarkCircledIcon aria-hidden="true" width={22} height={22} />
        </Ball>
      </Aside>
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') setQrOpen(false);
  }

  return (
    <Aside
      aria-label={t.label}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
      onKeyDown={onKeyDown}
    >
      <List>
        <li>
          <ToolButton ref={firstButton} type="button" aria-label={t.faq} title={t.faq} onClick={onFaq}>
            <QuestionMarkCircledIcon aria-hidden="true" width={22} height={22} />
          </ToolButton>
        </li>
        {publicAccountUrl ? (
          <li>
            <ToolButton
              type="button"
              aria-label={t.publicAccount}
              title={t.publicAccount}
              aria-expanded={qrOpen}
              aria-controls={qrOpen ? qrId : undefined}
              onClick={() => setQrOpen((v) => !v)}
            >
              <MobileIcon aria-hidden="true" width={22} height={22} />
            </ToolButton>
            {qrOpen ? (
              <QrPopover id={qrId}>
                <QrCode value={publicAccountUrl} alt={t.publicAccountQr} size={120} />
                <p>{t.publicAccountHint}</p>
              </QrPopover>
            ) : null}
          </li>
        ) : null}
        {scrolled ? (
          <li>
            <ToolButton type="button" aria-label={t.backToTop} title={t.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              <ArrowUpIcon aria-hidden="true" width={22} height={22} />
            </ToolButton>
          </li>
        ) : null}
        {onFeedback ? (
          <li>
            <ToolButton type="button" aria-label={t.feedback} title={t.feedback} onClick={onFeedback}>
              <Pencil2Icon aria-hidden="true" width={22} height={22} />
            </ToolButton>
          </li>
        ) : null}
        <li>
          <ToolButton type="button" aria-label={t.customerService} title={t.customerService} onClick={onCustomerService}>
            <ChatBubbleIcon aria-hidden="true" width={22} height={22} />
          </ToolButton>
        </li>
      </List>
    </Aside>
  );
}
