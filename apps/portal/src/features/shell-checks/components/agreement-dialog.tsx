import { AgreementModal, REGISTRATION_SCROLL_TOLERANCE_PX } from '@scf/ui';
import type { AgreementText } from '../api/shell-check-calls';
import { SHELL_CHECK_MESSAGES as t } from '../api/shell-check-messages';

export interface AgreementDialogProps {
  text: AgreementText;
  onAgree: () => void;
  /** 不同意: the user does not sign, so they are logged out (spec §4). */
  onDecline: () => void;
}

/**
 * Spec §4 forced signing of the registration agreement: 同意 unlocks within 20 px of the bottom. Forced: Escape and a
 * click outside do nothing, so nobody is logged out by a stray key — the user chooses 同意 or 不同意. Its own chunk:
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
      forced
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
