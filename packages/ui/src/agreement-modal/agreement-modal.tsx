import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { messages } from '../messages';
import { Hint, ReadingBody } from './agreement-modal.styles';
import { useCountdown } from './use-countdown';

const t = messages.agreement;

/** Spec §9 scroll tolerances: notices and announcements 35 px, the registration agreement 20 px. */
export const NOTICE_SCROLL_TOLERANCE_PX = 35;
export const REGISTRATION_SCROLL_TOLERANCE_PX = 20;

export interface AgreementModalProps {
  /** Shown or not (controlled by the host). */
  open: boolean;
  /** Heading of the modal, e.g. 用户注册协议. */
  title: string;
  /** The agreement text; render HTML through SafeHtml. */
  children: ReactNode;
  /** How close to the bottom counts as read, px; 35 (notices) by default, 20 for the registration agreement. */
  scrollTolerancePx?: number;
  /** Optional N-second countdown; when it ends confirm is enabled even without scrolling. */
  countdownSeconds?: number;
  /** Confirm label; 同意 by default. */
  confirmText?: string;
  /** Emitted on confirm; the button disables again afterwards. */
  onAgree: () => void;
  /** Closing (Escape, outside click, close button) resets the read flag. */
  onClose: () => void;
  /** A close/decline button label; none when omitted (e.g. forced signing offers 退出登录 here). */
  closeText?: string;
  /**
   * The reader must choose: Escape and a click outside do nothing, only the buttons close it (the forced
   * registration agreement, spec §4, whose decline logs out — never as a side effect of a stray key).
   */
  forced?: boolean;
  /**
   * The text is not there yet (loading, or its load failed and the host shows the error in `children`): confirm
   * stays disabled whatever the scroll or countdown, and reading starts over once the text arrives.
   */
  pending?: boolean;
}

/** A modal whose confirm unlocks only after the content is read: scrolled to the bottom or a countdown ended. */
export function AgreementModal({
  open,
  title,
  children,
  scrollTolerancePx = NOTICE_SCROLL_TOLERANCE_PX,
  countdownSeconds = 0,
  confirmText = t.agree,
  onAgree,
  onClose,
  closeText,
  forced = false,
  pending = false,
}: AgreementModalProps) {
  const [read, setRead] = useState(false);
  // Bumped to restart the countdown after a confirm or a reopen.
  const [epoch, setEpoch] = useState(0);
  const left = useCountdown(countdownSeconds, open, epoch);
  const body = useRef<HTMLDivElement | null>(null);

  const checkScrolled = useCallback(() => {
    const el = body.current;
    // No layout (scrollHeight 0) means nothing measured yet, not "read".
    if (pending || !el || el.scrollHeight === 0) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= scrollTolerancePx) setRead(true);
  }, [scrollTolerancePx, pending]);

  // A stable ref callback: it runs when the body mounts (each opening), not on every render, so a confirm that
  // resets the flag is not undone by the next render while the reader is still at the bottom.
  const attachBody = useCallback(
    (el: HTMLDivElement | null) => {
      body.current = el;
      // Short content that needs no scrolling counts as read as soon as it is laid out.
      if (el) requestAnimationFrame(checkScrolled);
    },
    [checkScrolled],
  );

  // A spinner or an error message is short: it must not count as the agreement read.
  useEffect(() => {
    if (pending) setRead(false);
  }, [pending]);

  useEffect(() => {
    if (!open) {
      setRead(false);
      setEpoch((e) => e + 1);
    }
  }, [open]);

  const countdownDone = countdownSeconds > 0 && left === 0;
  const enabled = !pending && (read || countdownDone);
  const label = countdownSeconds > 0 && left > 0 && !read ? t.countdown(confirmText, left) : confirmText;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="lg" closeOnEscape={!forced} closeOnOutsideClick={!forced}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <ReadingBody ref={attachBody} role="region" aria-label={title} tabIndex={0} onScroll={checkScrolled}>
          {children}
        </ReadingBody>
        <Dialog.Footer>
          {!enabled && !pending ? <Hint>{t.scrollHint}</Hint> : null}
          {closeText ? <Button onClick={onClose}>{closeText}</Button> : null}
          <Button
            variant="primary"
            disabled={!enabled}
            onClick={() => {
              onAgree();
              setRead(false);
              setEpoch((e) => e + 1);
            }}
          >
            {label}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
