import { specNumberOf } from '@scf/signing';
import { Button, Dialog } from '@scf/ui';
import type { OriginalField } from './describe-original';
import { OriginalView } from './original-view';
import { signingMessages as m } from './signing-dialog.messages';
import { ErrorBox, Tip } from './signing-dialog.styles';
import type { SigningPhase } from './signing-phase';

/** The current role's key as the session knows it (spec §3 `uKeyCodeSuffix`). */
export interface SigningKeyTip {
  uKeyCodeSuffix: string;
  roleName?: string;
  /** The person the key is bound to (the session's name for the user); the certificate's name when omitted. */
  holderName?: string;
}

export interface SigningDialogProps {
  open: boolean;
  /** Chinese name of the business being signed, e.g. 凭证签章. */
  businessLabel?: string;
  keyTip: SigningKeyTip;
  phase: SigningPhase;
  describe?: (original: string) => OriginalField[];
  onConfirm(): void;
  /** Cancel, close, Escape and a click outside. */
  onCancel(): void;
  /** Offered after a failure; omitted = no retry button. */
  onRetry?: () => void;
}

function keyTipText({ uKeyCodeSuffix, roleName = '' }: SigningKeyTip): string {
  return uKeyCodeSuffix ? m.keyTip(uKeyCodeSuffix, roleName) : m.keyTipUnbound;
}

/**
 * The signing dialog (spec §4, security.md §2.6 WYSIWYS): the Ukey tip, the original text in readable form
 * before the key signs, progress while it signs, and a failure's catalogue message with what to do next.
 */
export function SigningDialog({ open, businessLabel = '', keyTip, phase, describe, onConfirm, onCancel, onRetry }: SigningDialogProps) {
  const busy = phase.kind === 'reading' || phase.kind === 'signing';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      {/* While the key reads or signs, Escape and a click outside are refused: the operation cannot be abandoned. */}
      <Dialog.Content size="md" aria-busy={busy || undefined} closeOnEscape={!busy} closeOnOutsideClick={!busy}>
        <Dialog.Header>
          <Dialog.Title>{m.title(businessLabel)}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {/* The key tip is the dialog's description: a screen reader hears which key and role will sign. A failure that
              asks for the key says it itself, so the tip gives way rather than repeat the sentence. */}
          {phase.kind === 'failed' && phase.description.action === 'insert-key' ? null : <Tip>{keyTipText(keyTip)}</Tip>}
          {busy ? <p role="status">{phase.kind === 'reading' ? m.reading : m.signing}</p> : null}
          {phase.kind === 'confirm' ? (
            <>
              <p>{m.confirmIntro}</p>
              <p>{m.signer(keyTip.holderName || phase.cert?.subjectCN || phase.cert?.subjectDN || '', keyTip.roleName ?? '', keyTip.uKeyCodeSuffix)}</p>
              <OriginalView
                original={phase.original}
                describe={describe}
                technical={phase.cert ? m.certificate(phase.cert.subjectCN ?? phase.cert.subjectDN, phase.cert.serialNumber) : undefined}
              />
            </>
          ) : null}
          {phase.kind === 'failed' ? <FailureView phase={phase} /> : null}
          {phase.kind === 'done' ? <p role="status">{m.done}</p> : null}
        </Dialog.Body>
        <Dialog.Footer>
          {phase.kind === 'confirm' ? (
            <>
              <Button onClick={onCancel}>{m.cancel}</Button>
              <Button variant="primary" onClick={onConfirm}>
                {m.confirm}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onCancel} disabled={busy}>
                {m.close}
              </Button>
              {phase.kind === 'failed' && onRetry ? (
                <Button variant="primary" onClick={onRetry}>
                  {m.retry}
                </Button>
              ) : null}
            </>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function FailureView({ phase }: { phase: Extract<SigningPhase, { kind: 'failed' }> }) {
  const number = specNumberOf(phase.error.code);
  const driverCode = phase.error.driverCode;
  return (
    <ErrorBox role="alert">
      <p>
        <strong>{phase.description.message}</strong>
        {number === undefined ? null : `（${m.errorCode(number)}）`}
      </p>
      <p>{phase.description.actionText}</p>
      {typeof driverCode === 'number' ? <p>{m.driverCode(`0x${driverCode.toString(16).toUpperCase().padStart(8, '0')}`)}</p> : null}
    </ErrorBox>
  );
}
