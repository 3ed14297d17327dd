import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approvalOriginal } from '../credits';

// The lines, their credits and ledger, and distribution live in the credit ledger (one set of locks and figures).
export { distribute, lineCredits, lineLedger, linesFor } from '../credits';

/** The original a group director signs to approve a distribution (`PENDING_LIMIT`, spec §7). */
export const distributionOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'PENDING_LIMIT');
