import { useSigningState } from '@scf/signing/react';
import type { SigningFlowPhase } from '@scf/signing/react';
import type { OriginalField } from '../signing-dialog/describe-original';
import { SigningDialog } from '../signing-dialog/signing-dialog';
import type { SigningPhase } from '../signing-dialog/signing-phase';

export interface SigningDialogHostProps {
  /** Reads an original into fields; `describeOriginal` when omitted. */
  describe?: (original: string) => OriginalField[];
}

// Key confirmations belong to registration flows, which their pages render inline; the dialog never sees one.
const dialogPhase = (phase: SigningFlowPhase | undefined): SigningPhase => (!phase || phase.kind === 'confirm-key' ? { kind: 'reading' } : phase);

/**
 * The signing dialog of every signing flow under the `SigningProvider`, mounted once by the host: the Ukey tip,
 * the original to confirm, progress, and a failure with 重新签名. Inline flows are left to their pages.
 */
export function SigningDialogHost({ describe }: SigningDialogHostProps) {
  const { flow, confirm, cancel, retry } = useSigningState();
  const shown = flow && !flow.inline ? flow : undefined;
  return (
    <SigningDialog
      open={shown !== undefined}
      businessLabel={shown?.label}
      keyTip={shown?.role ?? { uKeyCodeSuffix: '' }}
      phase={dialogPhase(shown?.phase)}
      describe={describe}
      onConfirm={confirm}
      onCancel={cancel}
      onRetry={retry}
    />
  );
}
