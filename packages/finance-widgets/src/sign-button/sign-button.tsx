import { useRef } from 'react';
import type { ReactNode } from 'react';
import { BUSINESS_SIGNING } from '@scf/signing';
import type { BusinessType, RoleKey, SignOutcome, Signer } from '@scf/signing';
import { Button } from '@scf/ui';
import type { ButtonVariant } from '@scf/ui';
import type { OriginalField } from '../signing-dialog/describe-original';
import { SigningDialog } from '../signing-dialog/signing-dialog';
import { signingMessages as m } from '../signing-dialog/signing-dialog.messages';
import { useSigningFlow } from './use-signing-flow';

export interface SignButtonProps {
  signer: Signer;
  businessType: BusinessType;
  /** The business records the original covers. */
  ids: readonly string[];
  /** The current role's key (tail number, role name, bound serial when known). */
  role: RoleKey;
  /**
   * The result, code 0 with the spec §3 payload or -1 with the error (also for a cancel). A failure stays in
   * the dialog with its message and action until the user closes it or signs again.
   */
  onResult(outcome: SignOutcome): void;
  describe?: (original: string) => OriginalField[];
  children?: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/** A button that signs one business with the current role's Ukey through the signing dialog. */
export function SignButton({ signer, businessType, ids, role, onResult, describe, children, variant = 'primary', disabled }: SignButtonProps) {
  const flow = useSigningFlow(signer);
  const request = { businessType, ids, role };
  const latest = useRef(request);
  latest.current = request;

  function run() {
    void flow.start(latest.current).then(onResult);
  }

  return (
    <>
      <Button variant={variant} disabled={disabled} loading={flow.phase !== null && flow.phase.kind !== 'failed'} onClick={run}>
        {children ?? m.signButton}
      </Button>
      <SigningDialog
        open={flow.phase !== null}
        businessLabel={BUSINESS_SIGNING[businessType].label}
        keyTip={role}
        phase={flow.phase ?? { kind: 'reading' }}
        describe={describe}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
        onRetry={run}
      />
    </>
  );
}
