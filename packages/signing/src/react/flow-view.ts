import type { SigningErrorDescription } from '../error-catalogue';
import type { SigningError } from '../errors';
import type { RoleKey } from '../flows/role-key';
import type { CertInfo } from '../types';

/** Where the running flow is (spec §4 steps), as a dialog or page shows it. */
export type SigningFlowPhase =
  | { kind: 'reading' }
  /** WYSIWYS: the original waits for the user; `cert` is the key that will sign (none in no-key mode). */
  | { kind: 'confirm'; original: string; cert: CertInfo | undefined }
  /** Registration: the key that was read waits for the user (更换Ukey: old vs new). */
  | { kind: 'confirm-key'; cert: CertInfo }
  | { kind: 'signing' }
  | { kind: 'failed'; error: SigningError; description: SigningErrorDescription };

/** The one flow running under a `SigningProvider`. */
export interface SigningFlowView {
  kind: 'sign' | 'register';
  /** The business's Chinese name (凭证签章) or the caller's label (证书更新, 绑定Ukey). */
  label: string;
  /** The key the flow needs: the Ukey tip's tail number and role name. */
  role: RoleKey;
  /** Shown by the page itself (from `useSigningState`), not by the signing dialog; a failure ends it at once. */
  inline: boolean;
  phase: SigningFlowPhase;
}
