// @scf/finance-widgets: business widgets on top of @scf/ui, @scf/api and @scf/signing.
export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';
export { AmountWithCapital } from './amount-with-capital';
export type { AmountWithCapitalProps } from './amount-with-capital';
export { OriginalView, SigningDialog, describeOriginal, signingMessages } from './signing-dialog';
export type { OriginalField, OriginalViewProps, SigningDialogProps, SigningKeyTip, SigningPhase } from './signing-dialog';
export { AppStatusTag, CreditStatusTag } from './status-tag';
export { SignButton } from './sign-button';
export type { SignButtonProps } from './sign-button';
export { SigningDialogHost } from './signing-dialog-host';
export type { SigningDialogHostProps } from './signing-dialog-host';
export { EXPIRY_WARNING_DAYS, RoleKeyDiagnostics, SigningDiagnostics, diagnosticsText, runDiagnostics, runSignTest } from './signing-diagnostics';
export type {
  CheckId,
  CheckStatus,
  DiagnosticCheck,
  DiagnosticsContext,
  DiagnosticsInput,
  DiagnosticsReport,
  RoleKeyDiagnosticsProps,
  SignTestResult,
  SigningDiagnosticsProps,
} from './signing-diagnostics';
export { creditColumns } from './credit-columns';
export type { CreditColumnsOptions } from './credit-columns';
export { CreditTable } from './credit-table';
export type { CreditPageResult, CreditTableProps } from './credit-table';
export { CreditTree } from './credit-tree';
export type { CreditTreeProps } from './credit-tree';
export { DateTimeText, formatBusinessDateTime, formatDate, formatDateTime } from './date-time-text';
export type { DateTimeTextProps } from './date-time-text';
export { FlowTimeline } from './flow-timeline';
export type { FlowTimelineProps } from './flow-timeline';
export { HomeTile } from './home-tile';
export type { HomeTileProps } from './home-tile';
export { HomeTileGrid } from './home-tile';
export type { HomeTileGridProps } from './home-tile';
export { LimitGauge } from './limit-gauge';
export type { LimitFigures, LimitGaugeProps } from './limit-gauge';
export { DEFAULT_AGENT_URL, DEFAULT_BANKS, DEFAULT_MIN_DRIVER_VERSION, defaultSigningConfig } from './signing-kit';
