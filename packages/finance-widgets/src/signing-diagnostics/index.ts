export { SigningDiagnostics } from './signing-diagnostics';
export type { SignTestResult, SigningDiagnosticsProps } from './signing-diagnostics';
export { EXPIRY_WARNING_DAYS, runDiagnostics } from './run-diagnostics';
export type { CheckId, CheckStatus, DiagnosticCheck, DiagnosticsInput, DiagnosticsReport } from './run-diagnostics';
export { diagnosticsText } from './diagnostics-text';
export type { DiagnosticsContext } from './diagnostics-text';
export { runSignTest } from './run-sign-test';
export { RoleKeyDiagnostics } from './role-key-diagnostics';
export type { RoleKeyDiagnosticsProps } from './role-key-diagnostics';
