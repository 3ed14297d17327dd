import type { SignaturePayload } from '@scf/api/contract';
import type { CertInfo, SIGN_RESULT } from '../types';
import type { FailedOutcome } from './failed-outcome';

/** The result of a signing flow (spec §4): code 0 with the spec §3 payload, or -1 with the error. Never thrown. */
export type SignOutcome = { code: typeof SIGN_RESULT.ok; payload: SignaturePayload; cert: CertInfo | undefined; dummy: boolean } | FailedOutcome;
