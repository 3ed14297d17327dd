import type { ReactNode } from 'react';
import type { BusinessType, SignOutcome } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import type { FlowOptions } from '@scf/signing/react';
import { Button } from '@scf/ui';
import type { ButtonVariant } from '@scf/ui';
import { signingMessages as m } from '../signing-dialog/signing-dialog.messages';

export interface SignButtonProps {
  businessType: BusinessType;
  /** The business records the original covers. */
  ids: readonly string[];
  /**
   * The flow's one result: code 0 with the spec §3 payload, or -1 (a cancel, or a failure the user closed after
   * reading it in the dialog).
   */
  onResult(outcome: SignOutcome): void;
  /** Another key than the current role's, another bank, or an inline flow. */
  options?: FlowOptions;
  children?: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/**
 * A button that signs one business with the current role's Ukey; the host's `SigningDialogHost` shows the flow.
 * The button waits for the flow's promise, so a second click neither signs again nor reports twice.
 */
export function SignButton({ businessType, ids, onResult, options, children, variant = 'primary', disabled }: SignButtonProps) {
  const sign = useSigner();
  return (
    <Button variant={variant} disabled={disabled} onClick={() => sign.business(businessType, ids, options).then(onResult)}>
      {children ?? m.signButton}
    </Button>
  );
}
