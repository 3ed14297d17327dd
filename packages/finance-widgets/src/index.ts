// @scf/finance-widgets: business widgets on top of @scf/ui, @scf/api and @scf/signing.
export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';
export { AmountWithCapital } from './amount-with-capital';
export type { AmountWithCapitalProps } from './amount-with-capital';
export { OriginalView, SigningDialog, describeOriginal, signingMessages } from './signing-dialog';
export type { OriginalField, OriginalViewProps, SigningDialogProps, SigningKeyTip, SigningPhase } from './signing-dialog';
export { SignButton, useSigningFlow } from './sign-button';
export type { SignButtonProps, SigningFlow } from './sign-button';
export { EXPIRY_WARNING_DAYS, RoleKeyDiagnostics, SigningDiagnostics, diagnosticsText, runDiagnostics, runSignTest } from './signing-diagnostics';
export type {
  CheckId,
  CheckStatus,
  DiagnosticCheck,
  DiagnosticsContext,
  DiagnosticsInput,
  DiagnosticsReport,
  RoleKeyDiagnosticsProps,
  SignTestClient,
  SignTestResult,
  SigningDiagnosticsProps,
} from './signing-diagnostics';
export { DEFAULT_AGENT_URL, DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION, clientTransport } from './signing-kit';
export type { CallingClient } from './signing-kit';
