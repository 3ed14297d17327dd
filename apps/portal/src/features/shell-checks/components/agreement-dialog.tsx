import { AgreementModal, REGISTRATION_SCROLL_TOLERANCE_PX } from '@scf/ui';
import type { AgreementText } from '../api/shell-check-calls';
import { SHELL_CHECK_MESSAGES as t } from '../api/shell-check-messages';

export interface AgreementDialogProps {
  text: AgreementText;
  onAgree: () => void;
  /** 不同意, Escape or a click outside: the user does not sign, so they are logged out (spec §4). */
  onDecline: () => void;
}

/**
 * Spec §4 forced signing of the registration agreement: 同意 unlocks within 20 px of the bottom. Its own chunk:
 * only an unsigned corporation needs it. The text is plain paragraphs, rendered as text.
 */
export default function AgreementDialog({ text, onAgree, onDecline }: AgreementDialogProps) {
  return (
    <AgreementModal
      open
      title={text.title}
      scrollTolerancePx={REGISTRATION_SCROLL_TOLERANCE_PX}
      confirmText={t.agree}
      closeText={t.decline}
      onAgree={onAgree}
      onClose={onDecline}
    >
      {text.paragraphs.map((paragraph, i) => (
        // The text is fixed for its version: the index is a stable key.
        <p key={i}>{paragraph}</p>
      ))}
    </AgreementModal>
  );
}
