import type { CertInfo, SigningError, SigningErrorDescription } from '@scf/signing';

/** Where the signing flow is, as the dialog shows it (spec §4 steps). */
export type SigningPhase =
  | { kind: 'reading' }
  | { kind: 'confirm'; original: string; cert: CertInfo | undefined }
  | { kind: 'signing' }
  | { kind: 'failed'; error: SigningError; description: SigningErrorDescription }
  | { kind: 'done' };
